// Stands in for @docusaurus/theme-common's utils/IntlUtils (swap: config/lean-bundle.ts).
// The dates the theme shows (last updated, blog post, blog archive) are formatted without Intl in the
// site's two locales, because the browser's first `new Intl.DateTimeFormat` loads locale data: about
// 15 ms of main thread on a laptop, 60 on a phone, in the middle of hydrating every docs page and post.
// Anything else falls back to Intl, as before.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createDateFormat} from '../shared/date-format';

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]!.calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  return createDateFormat(currentLocale, useCalendar(), options);
}

/**
 * The locale being built. Docusaurus loads the config once per locale and sets this variable
 * first, which lets the few config strings that have no translation file (announcement bar,
 * footer HTML) be written per locale.
 */
export type SiteLocale = 'en' | 'zh-Hans';

export const currentLocale: SiteLocale = process.env.DOCUSAURUS_CURRENT_LOCALE === 'zh-Hans' ? 'zh-Hans' : 'en';

export function byLocale<T>(values: Record<SiteLocale, T>): T {
  return values[currentLocale];
}

export const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'zh-Hans'],
  localeConfigs: {
    en: {label: 'English', htmlLang: 'en'},
    // Named, not inferred: Docusaurus drops the locale from an inferred base URL when one locale is built
    // alone, and `npm run build` builds each locale in its own process (package.json).
    'zh-Hans': {label: '简体中文', htmlLang: 'zh-Hans', baseUrl: '/zh-Hans/'},
  },
};

// The theme's dates are written without Intl in our locales (src/shared/date-format.ts): the text must be Intl's, to the character.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {createDateFormat} from '@site/src/shared/date-format';

// What LastUpdated, BlogPostItem/Header/Info and BlogArchivePage ask for.
const themeOptions: Intl.DateTimeFormatOptions[] = [
  {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', timeZone: 'UTC'},
];

test('every day of several years reads as Intl writes it, in English and Chinese', () => {
  for (const locale of ['en', 'zh-Hans']) {
    for (const options of themeOptions) {
      const ours = createDateFormat(locale, 'gregory', options);
      const intl = new Intl.DateTimeFormat(locale, {calendar: 'gregory', ...options});
      for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000 * 3 + 3_600_000 * 7) {
        assert.equal(
          ours.format(t),
          intl.format(t),
          `${locale} ${JSON.stringify(options)} ${new Date(t).toISOString()}`,
        );
        assert.equal(ours.format(new Date(t)), intl.format(new Date(t)));
      }
    }
  }
});

test('other locales, calendars and options get a real Intl.DateTimeFormat', () => {
  assert.ok(createDateFormat('fr', 'gregory', themeOptions[0]!) instanceof Intl.DateTimeFormat);
  assert.ok(createDateFormat('en', 'buddhist', themeOptions[0]!) instanceof Intl.DateTimeFormat);
  assert.ok(createDateFormat('en', 'gregory', {...themeOptions[0], hour: 'numeric'}) instanceof Intl.DateTimeFormat);
  const ours: Intl.DateTimeFormat = createDateFormat('en', 'gregory', themeOptions[1]!);
  assert.equal(Object.getPrototypeOf(ours), Object.prototype, 'written without Intl');
  assert.deepEqual(
    ours.formatToParts(0),
    new Intl.DateTimeFormat('en', {calendar: 'gregory', ...themeOptions[1]}).formatToParts(0),
  );
});

test("src/stand-ins/IntlUtils.ts exports what theme-common's IntlUtils does, which it stands in for", () => {
  const exported = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/export function (\w+)/g)].map((m) => m[1]).sort();
  const themeCommon = dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common'));
  assert.deepEqual(
    exported(join(themeCommon, 'utils', 'IntlUtils.js')),
    exported(join(import.meta.dirname, '../../src/stand-ins/IntlUtils.ts')),
  );
});

// Formats dates the way Intl.DateTimeFormat does for the options the theme uses, in the site's two
// locales, without Intl; anything else goes to Intl. Used by src/stand-ins/IntlUtils.ts.
const monthsLong = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

type Parts = {year: number; month: number; day: number};
type Writer = (parts: Parts, withYear: boolean, longMonth: boolean) => string;

/** Exactly what Intl writes for `day: 'numeric'`, `month: 'short' | 'long'`, optional `year: 'numeric'` (tests/unit/intl-dates.test.ts). */
const writers: Record<string, Writer> = {
  en: ({year, month, day}, withYear, longMonth) => {
    const name = longMonth ? monthsLong[month]! : monthsLong[month]!.slice(0, 3);
    return withYear ? `${name} ${day}, ${year}` : `${name} ${day}`;
  },
  'zh-Hans': ({year, month, day}, withYear) => `${withYear ? `${year}年` : ''}${month + 1}月${day}日`,
};

/** The options the theme passes; only these, in the Gregorian calendar, are written without Intl. */
function writable(locale: string, calendar: string, options: Intl.DateTimeFormatOptions): boolean {
  const keys = Object.keys(options).filter((k) => options[k as keyof Intl.DateTimeFormatOptions] !== undefined);
  const allowed = new Set(['day', 'month', 'year', 'timeZone']);
  return (
    locale in writers &&
    calendar === 'gregory' &&
    keys.every((k) => allowed.has(k)) &&
    options.day === 'numeric' &&
    (options.month === 'short' || options.month === 'long') &&
    (options.year === undefined || options.year === 'numeric') &&
    (options.timeZone === undefined || options.timeZone === 'UTC')
  );
}

/** A formatter with Intl.DateTimeFormat's `format`; other methods create the real one on first use. */
export function createDateFormat(
  locale: string,
  calendar: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let real: Intl.DateTimeFormat | undefined;
  const intl = () => (real ??= new Intl.DateTimeFormat(locale, {calendar, ...options}));
  if (!writable(locale, calendar, options)) return intl();
  const write = writers[locale]!;
  const utc = options.timeZone === 'UTC';
  const format = (date?: Date | number) => {
    const d = date === undefined ? new Date() : new Date(date);
    const parts = utc
      ? {year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate()}
      : {year: d.getFullYear(), month: d.getMonth(), day: d.getDate()};
    return write(parts, options.year === 'numeric', options.month === 'long');
  };
  return {
    format,
    formatToParts: (date) => intl().formatToParts(date),
    formatRange: (a, b) => intl().formatRange(a, b),
    formatRangeToParts: (a, b) => intl().formatRangeToParts(a, b),
    resolvedOptions: () => intl().resolvedOptions(),
  } as Intl.DateTimeFormat;
}

/** The parts of a date in the order a language writes them, and what stands between them. */
export type DatePattern = { order: ('day' | 'month' | 'year')[]; separator: string };

const SAMPLE = new Date(Date.UTC(2026, 10, 23));

/** How `locale` writes a date with digits (de: 23.11.2026, en: 11/23/2026, ja: 2026/11/23), from Intl. */
export const datePattern = (locale: string): DatePattern => {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).formatToParts(SAMPLE);
  const order = parts.flatMap((p) => (p.type === 'day' || p.type === 'month' || p.type === 'year' ? [p.type] : []));
  const separator = parts.find((p) => p.type === 'literal')?.value ?? '/';
  return { order: order.length === 3 ? order : ['year', 'month', 'day'], separator };
};

/** An ISO day (2026-11-23) as `locale` writes it; '' for anything else. */
export const formatIsoDay = (iso: unknown, locale: string): string => {
  const m = typeof iso === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!m) return '';
  const values = { year: m[1] ?? '', month: m[2] ?? '', day: m[3] ?? '' };
  const { order, separator } = datePattern(locale);
  return order.map((part) => values[part]).join(separator);
};

/**
 * A date typed in `locale`'s order (any non-digits between the parts) as an ISO day, or null while it
 * is not a whole, real date (a four-digit year, 31.02. refused).
 */
export const parseLocaleDay = (text: string, locale: string): string | null => {
  const numbers = text.trim().split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const { order } = datePattern(locale);
  const values: Record<string, string> = {};
  order.forEach((part, i) => (values[part] = numbers[i] ?? ''));
  const { year = '', month = '', day = '' } = values;
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
};

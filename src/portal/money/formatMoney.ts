import { isCryptoCurrency } from '../../contract/enums';

/** Intl reads a decimal string exactly (no float), so amounts keep every digit. */
export type ExactFormat = (value: `${number}`) => string;

const cache = new Map<string, Intl.NumberFormat>();
/** The language's money format of a currency, kept once made; `signed` always writes the sign (+€12.00). */
export const moneyFormatter = (locale: string, currency: string, signed = false): Intl.NumberFormat => {
  const key = `${locale}|${currency}|${signed ? '±' : ''}`;
  let f = cache.get(key);
  if (!f) {
    const sign = signed ? ({ signDisplay: 'exceptZero' } as const) : {};
    // Crypto codes are not ISO 4217 (USDT has four letters): plain number with up to 8 decimals, code after.
    f = isCryptoCurrency(currency)
      ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8, ...sign })
      : new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2, ...sign });
    cache.set(key, f);
  }
  return f;
};
const formatter = (locale: string, currency: string): Intl.NumberFormat => moneyFormatter(locale, currency);

/** A decimal string of the wire as money of the language: "1234.50" EUR → "€1,234.50" (en), "1.234,50 €" (de). */
export const formatMoney = (amount: string | null | undefined, currency: string, locale: string): string => {
  if (amount === null || amount === undefined || amount === '' || !/^-?\d+(\.\d+)?$/.test(amount)) return '';
  const f = formatter(locale, currency);
  const text = (f.format as unknown as ExactFormat)(amount as `${number}`);
  return isCryptoCurrency(currency) ? `${text} ${currency}` : text;
};

/** A wire date-time in the language's short form, in the browser's time zone. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
export const formatDateTime = (iso: string | null | undefined, locale: string): string => {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Building a formatter costs far more than formatting: a 100-row list would build hundreds.
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateFormats.set(locale, f);
  }
  return f.format(date);
};

/** A calendar day of the API (`2026-01-31`) in the language's medium form, the same day in every time zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
export const formatDay = (day: string | null | undefined, locale: string): string => {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day ?? '';
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  let f = dayFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(locale, f);
  }
  return f.format(date);
};

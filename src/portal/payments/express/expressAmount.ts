/** Money as invoices write it: an ISO code or a symbol before or after the number. */
export type Money = { amount: string; currency: string | null };

const SYMBOLS: Readonly<Record<string, string>> = { '€': 'EUR', '£': 'GBP', $: 'USD', '¥': 'JPY', '₪': 'ILS', 'Fr.': 'CHF', 'SFr.': 'CHF', 'CHF': 'CHF' };

/** The currencies recognised by code: the ones a bank's customers are invoiced in. */
export const CURRENCY_CODES = [
  'EUR', 'GBP', 'USD', 'CHF', 'JPY', 'ILS', 'PLN', 'CZK', 'HUF', 'SEK', 'NOK', 'DKK', 'RON', 'BGN', 'CAD', 'AUD', 'NZD', 'CNY', 'HKD', 'SGD', 'AED', 'TRY', 'ZAR',
] as const;

const CURRENCY = `(?:${CURRENCY_CODES.join('|')}|SFr\\.|Fr\\.|[€£$¥₪])`;
/** One to three digits then groups of three (dot, comma, apostrophe or a space), or plain digits; an optional fraction. */
const NUMBER = "(?:\\d{1,3}(?:[.,'’\\u00a0\\u202f ]\\d{3})+|\\d+)(?:[.,]\\d{1,2})?(?![\\d])";
const MONEY = new RegExp(`(${CURRENCY})\\s?(${NUMBER})|(${NUMBER})\\s?(${CURRENCY})(?![A-Za-z])`, 'g');
const BARE = new RegExp(`^(${NUMBER})$`);

/**
 * The canonical decimal of an invoice's number, whatever its convention: the last dot or comma with one
 * or two digits after it is the decimal mark, every other mark groups thousands ("1.250,00", "1,250.00",
 * "1'250.00", "1 250,00" are all "1250.00"). Text in, text out: no floats.
 */
export const canonicalAmount = (text: string): string | null => {
  const compact = text.replace(/['’\u00a0\u202f ]/g, '');
  if (!/^[\d.,]+$/.test(compact)) return null;
  const fraction = /[.,](\d{1,2})$/.exec(compact);
  const whole = (fraction ? compact.slice(0, fraction.index) : compact).replace(/[.,]/g, '');
  if (whole === '') return null;
  const integer = whole.replace(/^0+(?=\d)/, '');
  return fraction ? `${integer}.${fraction[1]}` : integer;
};

const currencyOf = (token: string): string => SYMBOLS[token] ?? token;

/** Every amount with its currency in a piece of text ("EUR 1.190,00", "£4,320.00", "3 949.75 CHF"). */
export const moneyIn = (text: string): Money[] => {
  const found: Money[] = [];
  for (const match of text.matchAll(MONEY)) {
    const amount = canonicalAmount(match[2] ?? match[3] ?? '');
    const currency = match[1] ?? match[4];
    if (amount !== null && currency) found.push({ amount, currency: currencyOf(currency) });
  }
  return found;
};

/** The value of a labelled amount: money, or a number alone (its currency elsewhere). */
export const labelledMoney = (value: string): Money | null => {
  const money = moneyIn(value)[0];
  if (money) return money;
  const bare = BARE.exec(value.trim());
  const amount = bare ? canonicalAmount(bare[1] ?? '') : null;
  return amount === null ? null : { amount, currency: null };
};

/** A currency named alone ("EUR", "€"), as a currency field gives it. */
export const currencyCode = (value: string): string | null => {
  const token = value.trim().toUpperCase();
  if ((CURRENCY_CODES as readonly string[]).includes(token)) return token;
  return SYMBOLS[value.trim()] ?? null;
};

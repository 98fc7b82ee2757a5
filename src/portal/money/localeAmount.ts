/**
 * Amounts as people type them in their language (issue 21 item 2): "1.234,56" in German, Spanish and
 * French, "1,234.56" in English and Japanese. The form keeps the canonical decimal of the wire
 * ("1234.56"); the field shows and takes the language's form. No floats: text in, text out.
 */

type Separators = { decimal: string; group: string };

const separatorCache = new Map<string, Separators>();

/** The decimal and group separators Intl uses for the language. */
export const separatorsOf = (locale: string): Separators => {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    found = { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: parts.find((p) => p.type === 'group')?.value ?? ',' };
    separatorCache.set(locale, found);
  }
  return found;
};

/** Spaces of any kind (French groups with a narrow no-break space) and apostrophes count as group marks. */
const SPACES = /[\s\u00a0\u202f\u2009'’]/g;

const canonicalOf = (integer: string, fraction: string | undefined): string => {
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  return fraction === undefined || fraction === '' ? whole : `${whole}.${fraction}`;
};

/** Digits in groups of three after a first group of one to three not starting with 0: "1.234.567". */
const isGrouped = (text: string, mark: string): boolean => {
  const groups = text.split(mark);
  return groups.length > 1 && /^[1-9]\d{0,2}$/.test(groups[0] ?? '') && groups.slice(1).every((g) => /^\d{3}$/.test(g));
};

/**
 * The canonical decimal of a typed amount, or null when it is not one. The language's decimal mark is
 * the decimal mark; its group mark separates thousands. A person used to the other convention is
 * understood where it cannot be misread: "99.95" in German has two digits after the dot, so it is a
 * decimal; "1.500" is one thousand five hundred, as a German reads it.
 * Blank text gives '' (no amount yet). A sign is not an amount: payments are positive.
 */
export const parseLocaleAmount = (typed: string, locale: string): string | null => {
  const text = typed.replace(SPACES, '');
  if (text === '') return '';
  const { decimal } = separatorsOf(locale);
  const other = decimal === ',' ? '.' : ',';
  if (!/^[\d.,]+$/.test(text)) return null;
  const decimals = text.split(decimal).length - 1;
  if (decimals > 1) return null;
  if (decimals === 1) {
    const [integer = '', fraction = ''] = text.split(decimal);
    if (!/^\d*$/.test(fraction)) return null;
    if (integer.includes(other) ? !isGrouped(integer, other) : !/^\d*$/.test(integer)) return null;
    if (integer === '' && fraction === '') return null;
    return canonicalOf(integer.split(other).join(''), fraction);
  }
  if (!text.includes(other)) return canonicalOf(text, undefined);
  if (isGrouped(text, other)) return canonicalOf(text.split(other).join(''), undefined);
  const parts = text.split(other);
  // One mark of the other convention that cannot be a thousands mark: a decimal ("99.95" typed in German).
  if (parts.length === 2 && /^\d*$/.test(parts[0] ?? '') && /^\d+$/.test(parts[1] ?? '') && (parts[1] ?? '').length !== 3) return canonicalOf(parts[0] ?? '', parts[1]);
  return null;
};

/**
 * A canonical decimal as the language writes it, for an input: grouped, with the language's decimal
 * mark, every typed decimal kept ("1234.5" → "1.234,5" in German). Anything else is shown as it is.
 */
export const formatLocaleAmount = (canonical: string, locale: string): string => {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(canonical);
  if (!match) return canonical;
  const { decimal, group } = separatorsOf(locale);
  const integer = (match[1] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return match[2] === undefined ? integer : `${integer}${decimal}${match[2]}`;
};

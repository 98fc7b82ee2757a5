/** Format checks of payment fields: IBAN (ISO 13616 mod-97), BIC (ISO 9362), UK sort code. */

/**
 * Remainder modulo 97 of the IBAN rearranged for its check (ISO 13616: the first four characters
 * moved to the end, each letter read as two digits A=10 … Z=35), computed character by character
 * without building the digit string (an import checks up to 100,000 IBANs).
 */
const ibanMod97 = (v: string): number => {
  let rest = 0;
  for (let k = 0; k < v.length; k++) {
    const code = v.charCodeAt((k + 4) % v.length);
    rest = code >= 65 ? (rest * 100 + code - 55) % 97 : (rest * 10 + code - 48) % 97;
  }
  return rest;
};

/** Removes spaces and upper-cases ("de89 3704…" → "DE893704…"). */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The IBAN detection pattern of the portal (document 1 section 5). */
export const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{4}\d{7}[A-Z0-9]{0,16}$/;

/** True when the value (spaces ignored) is a well-formed IBAN whose check digits are right. */
export const isValidIban = (iban: string): boolean => {
  if (typeof iban !== 'string') return false;
  const v = normalizeIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v)) return false;
  const check = Number(v.slice(2, 4));
  if (check < 2 || check > 98) return false;
  return ibanMod97(v) === 1;
};

/** Looks like an IBAN (letters-digits shape), whatever its checksum: decides IBAN vs account number. */
export const looksLikeIban = (value: string): boolean => IBAN_SHAPE.test(normalizeIban(value));

/** BIC: 4 letters bank, 2 letters country, 2 alphanumerics location, optional 3 alphanumerics branch. */
export const isValidBic = (bic: string): boolean => typeof bic === 'string' && /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic.trim().toUpperCase());

/** UK sort code: six digits, optionally written 12-34-56 or 12 34 56. */
export const normalizeSortCode = (value: string): string => value.replace(/[\s-]/g, '');
export const isValidSortCode = (value: string): boolean => typeof value === 'string' && /^\d{2}([- ]?)\d{2}\1\d{2}$/.test(value.trim());

/** UK account number: eight digits. */
export const isValidUkAccountNumber = (value: string): boolean => /^\d{8}$/.test(value.replace(/\s+/g, ''));

/** Card number check digit (Luhn, ISO/IEC 7812). */
export const luhnValid = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** Countries and territories of the SEPA scheme (IBAN country codes). */
export const SEPA_COUNTRIES: ReadonlySet<string> = new Set([
  'AD', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GI', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT',
  'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA', 'AL', 'MD', 'ME', 'MK',
]);
export const isSepaCountry = (country: string): boolean => SEPA_COUNTRIES.has(country.toUpperCase());

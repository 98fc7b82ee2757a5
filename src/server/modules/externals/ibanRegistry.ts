/**
 * IBAN structure per country (SWIFT IBAN registry): total length, and where the national bank
 * identifier sits inside the BBAN (the part after the four first characters).
 */
import { isValidIban, normalizeIban } from '../../ledger/validation';

/** Length of a complete IBAN per country. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23,
  GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28,
  LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24,
  SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** Start and length of the national bank identifier inside the BBAN, for the countries of the bank directory. */
export const BANK_CODE_POSITION: Readonly<Record<string, readonly [start: number, length: number]>> = {
  DE: [0, 8], // Bankleitzahl
  FR: [0, 5], // code banque
  NL: [0, 4], // bank code (letters)
  ES: [0, 4], // código de entidad
  IT: [1, 5], // ABI, after the CIN letter
  AT: [0, 5], // Bankleitzahl
  BE: [0, 3], // bank code
  CH: [0, 5], // IID / BC-Nummer
  GB: [0, 4], // bank code (letters of the BIC), then the sort code
  IE: [0, 4], // bank code (letters of the BIC), then the sort code
  PL: [0, 4], // bank number (first four digits of the settlement number)
  IL: [0, 3], // bank number
  LU: [0, 3],
  PT: [0, 4],
};

/** Countries where a UK-style six-digit sort code follows the bank code in the BBAN. */
const SORT_CODE_COUNTRIES = new Set(['GB', 'IE']);

export type IbanCheck =
  | { ok: true; iban: string; country: string; bankCode: string | null; sortCode: string | null }
  | { ok: false; message: string };

export const IBAN_MESSAGES = {
  format: 'The IBAN format is invalid.',
  country: 'The IBAN country code is not valid.',
  length: (country: string, length: number) => `An IBAN of ${country} must have ${length} characters.`,
  checksum: 'The IBAN check digits are invalid.',
} as const;

/**
 * Full IBAN check: spaces stripped and upper-cased, country known to the registry, the country's
 * length, mod-97 check digits. Gives the national bank code (and the UK/IE sort code) on success.
 */
export const checkIban = (value: string): IbanCheck => {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return { ok: false, message: IBAN_MESSAGES.format };
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return { ok: false, message: IBAN_MESSAGES.country };
  if (iban.length !== length) return { ok: false, message: IBAN_MESSAGES.length(country, length) };
  if (!isValidIban(iban)) return { ok: false, message: IBAN_MESSAGES.checksum };
  const bban = iban.slice(4);
  const pos = BANK_CODE_POSITION[country];
  const bankCode = pos ? bban.slice(pos[0], pos[0] + pos[1]) : null;
  const sortCode = SORT_CODE_COUNTRIES.has(country) ? bban.slice(4, 10) : null;
  return { ok: true, iban, country, bankCode, sortCode };
};

/** Groups of four for display: "DE89 3704 0044 0532 0130 00". */
export const formatIban = (iban: string): string => normalizeIban(iban).replace(/(.{4})/g, '$1 ').trim();

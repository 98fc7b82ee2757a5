import { IBAN_PATTERN } from '../rules/ibanShape';

/** IBAN lengths by country (the ISO 13616 registry): an IBAN in running text ends where its country says. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24,
  DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28,
  HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22,
  VG: 24, XK: 20,
};

/** ISO 7064 mod 97-10 of an IBAN or RF creditor reference (the first four characters moved to the end, letters as 10–35). */
export const mod97 = (value: string): number => {
  const moved = `${value.slice(4)}${value.slice(0, 4)}`.toUpperCase();
  let rest = 0;
  for (const char of moved) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
};

/** An IBAN the form takes: its shape (document 1 section 5), its country's length when known, and its check digits. */
export const isValidIban = (value: string): boolean => {
  const iban = value.toUpperCase();
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  return IBAN_PATTERN.test(iban) && (length === undefined || iban.length === length) && mod97(iban) === 1;
};

/** An IBAN as the form keeps it: no spaces, capitals. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

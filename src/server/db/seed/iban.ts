/** IBAN helpers (ISO 13616): mod-97 check digits. */

const toDigits = (s: string): string =>
  s
    .toUpperCase()
    .split('')
    .map((ch) => (ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch))
    .join('');

/** The remainder of a long decimal string divided by 97, computed piecewise. */
const mod97 = (digits: string): number => {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return rest;
};

/** Builds an IBAN from a country code and a national BBAN, with the right check digits. */
export const makeIban = (country: string, bban: string): string => {
  const cc = country.toUpperCase();
  const check = 98 - mod97(toDigits(`${bban}${cc}00`));
  return `${cc}${String(check).padStart(2, '0')}${bban.toUpperCase()}`;
};

export const isValidIban = (value: string): boolean => {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(toDigits(iban.slice(4) + iban.slice(0, 4))) === 1;
};

/** Groups of four for display: "DE89 3704 0044 0532 0130 00". */
export const formatIban = (iban: string): string => iban.replace(/(.{4})/g, '$1 ').trim();

/** Zero-padded decimal digits of a number. */
export const digits = (n: number | bigint, width: number): string => String(n).padStart(width, '0');

/** French RIB key of bank code, branch code and (numeric) account number. */
export const ribKey = (bank: string, branch: string, account: string): string => {
  const k = 97n - ((89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n);
  return digits(k, 2);
};

/** Spanish "dígitos de control" of a CCC (bank 4 + branch 4 + account 10). */
export const spanishControl = (bank: string, branch: string, account: string): string => {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const dc = (ten: string): number => {
    const sum = ten.split('').reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0);
    const r = 11 - (sum % 11);
    return r === 11 ? 0 : r === 10 ? 1 : r;
  };
  return `${dc(`00${bank}${branch}`)}${dc(account)}`;
};

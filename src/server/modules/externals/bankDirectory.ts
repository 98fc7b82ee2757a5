/**
 * Lookups in the bundled bank directory (bankData.ts): a bank by BIC (8 or 11 characters) or by
 * the national bank code inside an IBAN.
 */
import { isValidBic } from '../../ledger/validation';
import { BANKS, type DirectoryBank } from './bankData';
import { isIsoCountry } from './countries';
import { checkIban } from './ibanRegistry';

export type { DirectoryBank } from './bankData';

const byBic = new Map<string, DirectoryBank>();
const byBic8 = new Map<string, DirectoryBank>();
const byBankCode = new Map<string, DirectoryBank>();

for (const bank of BANKS) {
  if (bank.bic.length !== 11 || !isValidBic(bank.bic)) throw new Error(`Bank directory: bad BIC ${bank.bic}`);
  if (bank.bic.slice(4, 6) !== bank.country || !isIsoCountry(bank.country)) throw new Error(`Bank directory: BIC ${bank.bic} is not of ${bank.country}`);
  if (byBic.has(bank.bic)) throw new Error(`Bank directory: BIC ${bank.bic} twice`);
  byBic.set(bank.bic, bank);
  const bic8 = bank.bic.slice(0, 8);
  // The head office (branch XXX) answers for the 8-character BIC; otherwise the first entry.
  if (!byBic8.has(bic8) || bank.bic.endsWith('XXX')) byBic8.set(bic8, bank);
  if (bank.bankCode !== undefined) {
    const key = `${bank.country}:${bank.bankCode}`;
    if (byBankCode.has(key)) throw new Error(`Bank directory: bank code ${key} twice`);
    byBankCode.set(key, bank);
  }
}

/** Upper-cased, spaces removed. */
export const normalizeBic = (bic: string): string => bic.replace(/\s+/g, '').toUpperCase();

/**
 * The bank of a BIC. An 11-character BIC matches exactly; an 8-character one (or `…XXX`) matches the
 * institution's head office; an unknown branch of a known institution answers the institution's head
 * office (a branch code does not change where the payment is routed).
 */
export const findBankByBic = (bic: string): DirectoryBank | undefined => {
  const v = normalizeBic(bic);
  if (!isValidBic(v)) return undefined;
  const exact = v.length === 11 ? byBic.get(v) : undefined;
  return exact ?? byBic8.get(v.slice(0, 8));
};

/** The bank of a national bank code of an IBAN country. */
export const findBankByCode = (country: string, bankCode: string): DirectoryBank | undefined => byBankCode.get(`${country.toUpperCase()}:${bankCode.toUpperCase()}`);

/** The bank of a valid IBAN (undefined when the IBAN is invalid or its bank is not in the directory). */
export const findBankByIban = (iban: string): DirectoryBank | undefined => {
  const check = checkIban(iban);
  if (!check.ok || check.bankCode === null) return undefined;
  return findBankByCode(check.country, check.bankCode);
};

/** Number of banks and countries (for documentation and tests). */
export const directorySize = (): { banks: number; countries: number } => ({ banks: BANKS.length, countries: new Set(BANKS.map((b) => b.country)).size });

/** The 11-character form of a BIC (8 characters get the head-office branch XXX). */
export const bic11 = (bic: string): string => {
  const v = normalizeBic(bic);
  return v.length === 8 ? `${v}XXX` : v;
};

/**
 * Server-side rules of a beneficiary, on top of the contract's format checks (beneficiaryBody):
 * IBAN registry length and mod-97 check digits, BIC and bank country consistent with the IBAN,
 * UK sort code with an eight-digit account number, ISO country codes, free-market sector and
 * industry, no control characters. Every problem is reported at once (422 with the field map).
 */
import type { z } from 'zod';
import type { beneficiaryBody } from '../../../contract/calls/forms';
import { invalid } from '../../domain/errors';
import { isValidIban } from '../../ledger/validation';
import { isIsoCountry, sameBankingArea } from '../externals/countries';
import { checkIban } from '../externals/ibanRegistry';
import { findSector, industryOf } from './freeMarket';

export type BeneficiaryInput = z.output<typeof beneficiaryBody>;

/** The stored columns of a beneficiary (transaction_agents without ids and timestamps). */
export type BeneficiaryFields = {
  legal_type: 'company' | 'individual';
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  iban: string | null;
  bank_account: string | null;
  sort_code: string | null;
  country: string;
  city: string | null;
  street: string | null;
  building_number: string | null;
  building_name: string | null;
  zip_code: string | null;
  free_market_sector_id: number | null;
  free_market_industry_id: number | null;
  bank_swift: string | null;
  bank_name: string | null;
  bank_country: string | null;
  bank_city: string | null;
  bank_address: string | null;
};

export const BENEFICIARY_MESSAGES = {
  country: 'The selected country is invalid.',
  bankCountry: 'The selected bank country is invalid.',
  bicCountry: 'The SWIFT/BIC country code is not valid.',
  bicVsIban: 'The SWIFT/BIC belongs to another country than the IBAN.',
  bankCountryVsBic: 'The bank country does not match the SWIFT/BIC.',
  bankCountryVsIban: 'The bank country does not match the IBAN.',
  sortCodeUkOnly: 'A sort code is only used for UK bank accounts.',
  sortCodeVsIban: 'The sort code does not match the IBAN.',
  ukAccount: 'A UK account number must have 8 digits.',
  accountVsIban: 'The account number does not match the IBAN.',
  accountIsIban: 'This account number is an IBAN: enter it in the IBAN field.',
  swiftRequired: 'The bank swift field is required for an account number without IBAN or sort code.',
  sectorInvalid: 'The selected free market sector is invalid.',
  sectorRequired: 'The free market sector field is required when an industry is chosen.',
  industryInvalid: 'The selected industry does not belong to the free market sector.',
  controlChars: 'The field contains characters that are not allowed.',
  duplicateIban: 'A beneficiary with this IBAN already exists.',
  duplicateAccount: 'A beneficiary with this account number already exists.',
} as const;

const TEXT_FIELDS = [
  'company_name', 'first_name', 'last_name', 'city', 'street', 'building_number', 'building_name', 'zip_code', 'bank_name', 'bank_city', 'bank_address',
] as const satisfies readonly (keyof BeneficiaryInput)[];

// Control characters (C0, DEL, C1) and the Unicode line/paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);

/** Checks the body and gives the columns to store; throws 422 with every problem found. */
export const checkBeneficiary = (v: BeneficiaryInput): BeneficiaryFields => {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };

  for (const field of TEXT_FIELDS) {
    const text = v[field];
    if (text !== undefined && CONTROL.test(text)) add(field, BENEFICIARY_MESSAGES.controlChars);
  }

  if (!isIsoCountry(v.country)) add('country', BENEFICIARY_MESSAGES.country);
  if (v.bank_country !== undefined && !isIsoCountry(v.bank_country)) add('bank_country', BENEFICIARY_MESSAGES.bankCountry);

  // IBAN: registry country, length and check digits.
  let ibanCountry: string | null = null;
  let ibanSortCode: string | null = null;
  let bban: string | null = null;
  if (v.iban !== undefined) {
    const check = checkIban(v.iban);
    if (!check.ok) add('iban', check.message);
    else {
      ibanCountry = check.country;
      ibanSortCode = check.sortCode;
      bban = check.iban.slice(4);
    }
  }

  // BIC: a real country, the IBAN's banking area, the bank country's.
  const bicCountry = v.bank_swift?.slice(4, 6) ?? null;
  if (bicCountry !== null) {
    if (!isIsoCountry(bicCountry)) add('bank_swift', BENEFICIARY_MESSAGES.bicCountry);
    else if (ibanCountry !== null && !sameBankingArea(ibanCountry, bicCountry)) add('bank_swift', BENEFICIARY_MESSAGES.bicVsIban);
  }
  if (v.bank_country !== undefined && isIsoCountry(v.bank_country)) {
    if (bicCountry !== null && isIsoCountry(bicCountry) && !sameBankingArea(v.bank_country, bicCountry)) add('bank_country', BENEFICIARY_MESSAGES.bankCountryVsBic);
    else if (ibanCountry !== null && !sameBankingArea(v.bank_country, ibanCountry)) add('bank_country', BENEFICIARY_MESSAGES.bankCountryVsIban);
  }

  // Account number next to (or instead of) the IBAN.
  if (v.bank_account !== undefined) {
    if (isValidIban(v.bank_account)) add('bank_account', BENEFICIARY_MESSAGES.accountIsIban);
    else if (bban !== null && !bban.endsWith(v.bank_account)) add('bank_account', BENEFICIARY_MESSAGES.accountVsIban);
  }

  // UK sort code: six digits (the contract strips dashes), a GB account, eight-digit account number.
  if (v.sort_code !== undefined) {
    const ukBic = bicCountry === null || !isIsoCountry(bicCountry) || sameBankingArea(bicCountry, 'GB');
    const ukBankCountry = v.bank_country === undefined || sameBankingArea(v.bank_country, 'GB');
    if (ibanCountry !== null) {
      if (ibanSortCode === null || ibanCountry !== 'GB') add('sort_code', BENEFICIARY_MESSAGES.sortCodeUkOnly);
      else if (ibanSortCode !== v.sort_code) add('sort_code', BENEFICIARY_MESSAGES.sortCodeVsIban);
    } else if (!ukBic || !ukBankCountry) add('sort_code', BENEFICIARY_MESSAGES.sortCodeUkOnly);
    if (v.iban === undefined && v.bank_account !== undefined && !/^\d{8}$/.test(v.bank_account)) add('bank_account', BENEFICIARY_MESSAGES.ukAccount);
  }

  // An account number without IBAN or sort code is paid by SWIFT (or locally in Israel): it needs the bank's BIC.
  if (v.iban === undefined && v.sort_code === undefined && v.bank_account !== undefined && v.bank_swift === undefined) {
    const israel = v.country === 'IL' || v.bank_country === 'IL';
    if (!israel) add('bank_swift', BENEFICIARY_MESSAGES.swiftRequired);
  }

  // Free-market sector and industry (companies only: an individual's sector is cleared, as the portal does).
  const company = v.legal_type === 'company';
  const sector = company ? orNull(v.free_market_sector_id) : null;
  const industry = company ? orNull(v.free_market_industry_id) : null;
  if (sector !== null && !findSector(sector)) add('free_market_sector_id', BENEFICIARY_MESSAGES.sectorInvalid);
  if (industry !== null) {
    if (sector === null) add('free_market_sector_id', BENEFICIARY_MESSAGES.sectorRequired);
    else if (findSector(sector) && !industryOf(sector, industry)) add('free_market_industry_id', BENEFICIARY_MESSAGES.industryInvalid);
  }

  if (Object.keys(errors).length > 0) throw invalid(errors);

  return {
    legal_type: v.legal_type,
    // The name fields of the other legal type are cleared (the portal clears them when the type changes).
    company_name: company ? orNull(v.company_name) : null,
    first_name: company ? null : orNull(v.first_name),
    last_name: company ? null : orNull(v.last_name),
    iban: v.iban === undefined ? null : v.iban,
    bank_account: orNull(v.bank_account),
    sort_code: orNull(v.sort_code),
    country: v.country,
    city: orNull(v.city),
    street: orNull(v.street),
    building_number: orNull(v.building_number),
    building_name: orNull(v.building_name),
    zip_code: orNull(v.zip_code),
    free_market_sector_id: sector,
    free_market_industry_id: industry,
    bank_swift: orNull(v.bank_swift),
    bank_name: orNull(v.bank_name),
    bank_country: orNull(v.bank_country),
    bank_city: orNull(v.bank_city),
    bank_address: orNull(v.bank_address),
  };
};

import type { Beneficiary } from '../../../contract/entities';
import type { PortalServiceProvider } from '../../../contract/enums';
import type { PortalServiceAccount } from '../../../contract/portals';
import type { AppContext, CompanyRow } from '../../context';
import { parseJson } from '../../db/values';
import { fieldError, forbidden, notFound } from '../../domain/errors';
import { isSepaCountry } from '../../ledger/validation';
import { companyFeature } from '../bankAccounts/queries';
import { agentByAccount } from '../beneficiaries/queries';
import { beneficiaryResource } from '../beneficiaries/resource';
import { companyLink, PORTAL_MESSAGES, tokenOf } from '../portals/links';
import { remoteCall } from '../portals/remote';
import { bic11, type DirectoryBank, findBankByBic, findBankByCode, normalizeBic } from './bankDirectory';
import { isIsoCountry } from './countries';
import { checkIban, formatIban } from './ibanRegistry';

/** Bank details with the withdrawal form's field names, so the portal can copy them as they are. */
export type BankDetails = {
  bank_swift: string;
  bank_name: string;
  bank_address: string;
  bank_city: string;
  bank_zip: string;
  bank_country: string;
  bank_code: string | null;
};

/** Answer of externals/iban. */
export type IbanDetails = BankDetails & { iban: string; iban_formatted: string; country: string; sort_code: string | null; is_sepa: boolean };
/** Answer of externals/swift. */
/** Answer of externals/swift: bank_swift is the code asked for; is_exact_match is false when an unknown branch got its institution's head office. */
export type SwiftDetails = BankDetails & { swift: string; is_exact_match: boolean };

export const EXTERNALS_MESSAGES = {
  ibanBankUnknown: 'No bank was found for this IBAN.',
  swiftUnknown: 'No bank was found for this SWIFT/BIC code.',
  swiftCountry: 'The SWIFT/BIC country code is not valid.',
  beneficiaryUnknown: 'No saved beneficiary matches this IBAN or account number.',
  portalNotConnected: 'Your company is not connected to this portal service.',
  portalCompanyOnly: 'Portal service lookups are for company users.',
} as const;

export const bankDetails = (b: DirectoryBank): BankDetails => ({
  bank_swift: b.bic,
  bank_name: b.name,
  bank_address: b.address,
  bank_city: b.city,
  bank_zip: b.zip,
  bank_country: b.country,
  bank_code: b.bankCode ?? b.localCode ?? null,
});

/** Document 2 section 7 "Common": the bank of an IBAN or a SWIFT/BIC, an account at a portal service, a saved beneficiary. */

/**
 * A lookup that finds nothing is an answer, not an error (issue 43: a new payee's lookups filled the
 * browser's console with 404s): 200 with `data: null` and the sentence saying what was not found.
 */
export type LookupAnswer<T> = { data: T; message?: never } | { data: null; message: string };

const nothingFound = (message: string): { data: null; message: string } => ({ data: null, message });

export const ibanDetails = (iban: string): LookupAnswer<IbanDetails> => {
  const check = checkIban(iban);
  if (!check.ok) throw fieldError('iban', check.message);
  const bank = check.bankCode === null ? undefined : findBankByCode(check.country, check.bankCode);
  if (!bank) return nothingFound(EXTERNALS_MESSAGES.ibanBankUnknown);
  return {
    data: {
      iban: check.iban,
      iban_formatted: formatIban(check.iban),
      country: check.country,
      sort_code: check.sortCode,
      is_sepa: isSepaCountry(check.country),
      ...bankDetails(bank),
      bank_code: check.bankCode,
    },
  };
};

export const swiftDetails = (code: string): LookupAnswer<SwiftDetails> => {
  const swift = normalizeBic(code);
  if (!isIsoCountry(swift.slice(4, 6))) throw fieldError('swift', EXTERNALS_MESSAGES.swiftCountry);
  const bank = findBankByBic(swift);
  if (!bank) return nothingFound(EXTERNALS_MESSAGES.swiftUnknown);
  return { data: { swift, ...bankDetails(bank), bank_swift: bic11(swift), is_exact_match: bank.bic === bic11(swift) } };
};

/**
 * The company's own account at a portal service it is connected to, as the provider names it. The
 * provider's failures are answered as such (down or too slow: 503 with remote-portal-status).
 */
export const portalServiceAccount = async (ctx: AppContext, company: CompanyRow, service: PortalServiceProvider, query: { account: string; currency?: string | undefined }): Promise<PortalServiceAccount> => {
  if (!companyFeature(company, 'portals')) throw forbidden(PORTAL_MESSAGES.feature);
  const services = parseJson<Record<string, { is_attached?: boolean; is_allowed?: boolean }>>(company.portal_services, {});
  const state = services[service];
  if (!state?.is_attached || !state.is_allowed) throw fieldError('service', EXTERNALS_MESSAGES.portalNotConnected);
  const link = await companyLink(ctx.db, company.id, service);
  if (!link) throw fieldError('service', PORTAL_MESSAGES.notLinked);
  const accounts = await remoteCall(ctx, service, (p, signal) => p.accounts(service, tokenOf(ctx, link), signal));
  const found = accounts.find((a) => a.id === query.account);
  if (!found) throw notFound(PORTAL_MESSAGES.remoteAccount);
  if (query.currency && found.currency !== query.currency) throw fieldError('currency', PORTAL_MESSAGES.currency);
  // The company's own account at the service: its holder is the company. The balance stays on the portal services page.
  return { portal_service: service, id: found.id, name: found.name, currency: found.currency, iban: found.iban, holder: company.name };
};

/** A valid IBAN, or 422 on the field with what is wrong with it. */
export const assertIban = (iban: string): void => {
  const check = checkIban(iban);
  if (!check.ok) throw fieldError('iban', check.message);
};

/** The company's saved beneficiary with this IBAN (assertIban first) or account number, or none (a new payee). */
export const beneficiaryByAccount = async (ctx: AppContext, company: CompanyRow | null, query: { iban?: string | undefined; account?: string | undefined }): Promise<LookupAnswer<Beneficiary>> => {
  const row = company ? await agentByAccount(ctx.db, company.id, query) : undefined;
  if (!row) return nothingFound(EXTERNALS_MESSAGES.beneficiaryUnknown);
  return { data: beneficiaryResource(row) };
};

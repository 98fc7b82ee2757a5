import type { FastifyInstance } from 'fastify';
import type { PortalServiceAccount } from '../../../contract/portals';
import { parseJson } from '../../db/values';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { isSepaCountry } from '../../ledger/validation';
import { beneficiaryResource } from '../beneficiaries/resource';
import { companyFeature } from '../bankAccounts/queries';
import { userCompany } from '../company/access';
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

/** Document 2 section 7 "Common": externals/iban, externals/swift, externals/{service}, beneficiary. */
export const registerExternalRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'externals.iban', async ({ query }) => {
    const check = checkIban(query.iban);
    if (!check.ok) throw fieldError('iban', check.message);
    const bank = check.bankCode === null ? undefined : findBankByCode(check.country, check.bankCode);
    if (!bank) throw notFound(EXTERNALS_MESSAGES.ibanBankUnknown);
    const data: IbanDetails = {
      iban: check.iban,
      iban_formatted: formatIban(check.iban),
      country: check.country,
      sort_code: check.sortCode,
      is_sepa: isSepaCountry(check.country),
      ...bankDetails(bank),
      bank_code: check.bankCode,
    };
    return { data };
  });

  registerCall(app, 'externals.swift', async ({ query }) => {
    const swift = normalizeBic(query.swift);
    if (!isIsoCountry(swift.slice(4, 6))) throw fieldError('swift', EXTERNALS_MESSAGES.swiftCountry);
    const bank = findBankByBic(swift);
    if (!bank) throw notFound(EXTERNALS_MESSAGES.swiftUnknown);
    const data: SwiftDetails = { swift, ...bankDetails(bank), bank_swift: bic11(swift), is_exact_match: bank.bic === bic11(swift) };
    return { data };
  });

  registerCall(app, 'externals.service', async ({ ctx, auth, params, query }) => {
    const company = userCompany(auth, 'externals.service');
    if (!company) throw forbidden(EXTERNALS_MESSAGES.portalCompanyOnly);
    if (!companyFeature(company, 'portals')) throw forbidden(PORTAL_MESSAGES.feature);
    const services = parseJson<Record<string, { is_attached?: boolean; is_allowed?: boolean }>>(company.portal_services, {});
    const state = services[params.service];
    if (!state?.is_attached || !state.is_allowed) throw fieldError('service', EXTERNALS_MESSAGES.portalNotConnected);
    const link = await companyLink(ctx.db, company.id, params.service);
    if (!link) throw fieldError('service', PORTAL_MESSAGES.notLinked);
    // The adapter's answer (down or too slow: 503 with remote-portal-status, from remoteCall).
    const accounts = await remoteCall(ctx, params.service, (p, signal) => p.accounts(params.service, tokenOf(ctx, link), signal));
    const found = accounts.find((a) => a.id === query.account);
    if (!found) throw notFound(PORTAL_MESSAGES.remoteAccount);
    if (query.currency && found.currency !== query.currency) throw fieldError('currency', PORTAL_MESSAGES.currency);
    // The company's own account at the service: its holder is the company. The balance stays on the portal services page.
    const data: PortalServiceAccount = { portal_service: params.service, id: found.id, name: found.name, currency: found.currency, iban: found.iban, holder: company.name };
    return { data };
  });

  registerCall(app, 'beneficiary.byIban', async ({ ctx, auth, query }) => {
    if (query.iban !== undefined) {
      const check = checkIban(query.iban);
      if (!check.ok) throw fieldError('iban', check.message);
    }
    const company = userCompany(auth, 'beneficiary.byIban');
    if (!company) throw notFound(EXTERNALS_MESSAGES.beneficiaryUnknown);
    let q = ctx.db.selectFrom('transaction_agents').selectAll().where('company_id', '=', company.id).where('deleted_at', 'is', null);
    q = query.iban !== undefined ? q.where('iban', '=', query.iban) : q.where('bank_account', '=', query.account ?? '');
    // The most recently updated one when several share an account number (different sort codes).
    const row = await q.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!row) throw notFound(EXTERNALS_MESSAGES.beneficiaryUnknown);
    return { data: beneficiaryResource(row) };
  });
};

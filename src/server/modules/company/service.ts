import type { Kysely } from 'kysely';
import type { Company } from '../../../contract/entities';
import type { SettingsValues } from '../../../contract/enums';
import type { AppContext, AuthState, CompanyRow } from '../../context';
import type { Database } from '../../db/schema';
import { readSettings } from '../../ledger/settings';
import { companyResource } from '../auth/userResource';
import { companyAccounts } from '../bankAccounts/queries';
import { companyRef } from '../companies/queries';
import { requireCompany } from './access';
import { type Alert, companyAlerts } from './alerts';

/** The platform settings a manager may see: what they can pay, open and exchange. Risk settings stay with the admins. */
export const MANAGER_VISIBLE_SETTINGS = [
  'portal_fiat_currencies_enabled',
  'portal_crypto_currencies_enabled',
  'fiat_transaction_amount_boundaries',
  'crypto_transaction_amount_boundaries',
  'crypto_exchange_fiat_crypto_enabled',
  'crypto_exchange_crypto_fiat_enabled',
  'crypto_convert_enabled',
  'fiat_from_blocklist',
  'fiat_to_blocklist',
] as const satisfies readonly (keyof SettingsValues)[];

type ManagerSettings = Pick<SettingsValues, (typeof MANAGER_VISIBLE_SETTINGS)[number]>;

/** Answer of manager/company: the Company entity, its country, owners, default account and the visible settings. */
export type ManagerCompany = Company & { default_bank_account_id: number | null; settings: ManagerSettings };

export const managerCompany = async (db: Kysely<Database>, company: CompanyRow): Promise<ManagerCompany> => {
  const settings = await readSettings(db);
  const visible = Object.fromEntries(MANAGER_VISIBLE_SETTINGS.map((key) => [key, settings[key]])) as ManagerSettings;
  const selected = (await companyAccounts(db, company.id)).find((a) => a.selected === 1);
  return {
    ...companyResource(company, await companyRef(db, company.affiliate_owner_company_id)),
    country: company.country,
    white_label_owner_company: await companyRef(db, company.white_label_owner_company_id),
    created_at: company.created_at,
    default_bank_account_id: selected?.id ?? null,
    settings: visible,
  };
};

/** The caller's own company (manager/company). */
export const ownCompany = (db: Kysely<Database>, auth: AuthState): Promise<ManagerCompany> => managerCompany(db, requireCompany(auth));

/** The alerts of the caller's dashboard (manager/alerts). */
export const ownAlerts = (ctx: AppContext, auth: AuthState): Promise<Alert[]> => companyAlerts(ctx, requireCompany(auth), auth.user);

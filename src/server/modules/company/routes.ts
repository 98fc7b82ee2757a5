import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Company, CompanyRef } from '../../../contract/entities';
import type { SettingsValues } from '../../../contract/enums';
import type { CompanyRow } from '../../context';
import type { Database } from '../../db/schema';
import { registerCall } from '../../http/route';
import { readSettings } from '../../ledger/settings';
import { companyResource } from '../auth/userResource';
import { requireCompany } from './access';
import { companyAlerts } from './alerts';

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

const refOf = async (db: Kysely<Database>, id: number | null): Promise<CompanyRef | null> =>
  id === null ? null : ((await db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst()) ?? null);

export const managerCompany = async (db: Kysely<Database>, company: CompanyRow): Promise<ManagerCompany> => {
  const settings = await readSettings(db);
  const visible = Object.fromEntries(MANAGER_VISIBLE_SETTINGS.map((key) => [key, settings[key]])) as ManagerSettings;
  const selected = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('company_id', '=', company.id)
    .where('owner_kind', '=', 'customer')
    .where('selected', '=', 1)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return {
    ...companyResource(company, await refOf(db, company.affiliate_owner_company_id)),
    country: company.country,
    white_label_owner_company: await refOf(db, company.white_label_owner_company_id),
    created_at: company.created_at,
    default_bank_account_id: selected?.id ?? null,
    settings: visible,
  };
};

/** manager/company and manager/alerts. */
export const registerCompanyRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.company.get', async ({ ctx, auth }) => {
    return { data: await managerCompany(ctx.db, requireCompany(auth)) };
  });

  registerCall(app, 'manager.alerts', async ({ ctx, auth }) => {
    const company = requireCompany(auth);
    return { data: await companyAlerts(ctx.db, company, auth.user) };
  });
};

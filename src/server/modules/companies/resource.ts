import type { AdminCompany, CompanyAccountsSummary } from '../../../contract/entities';
import type { AppContext, CompanyRow } from '../../context';
import { minor, num } from '../../db/values';
import { notFound } from '../../http/errors';
import { formatMinor } from '../../ledger/money';
import { companyResource } from '../auth/userResource';
import { paymentServicesOf } from './paymentServices';

export const COMPANY_NOT_FOUND = 'Company not found.';

export const findCompany = async (ctx: AppContext, id: number): Promise<CompanyRow> => {
  const row = await ctx.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
};

const refOf = async (ctx: AppContext, id: number | null) =>
  id === null ? null : ((await ctx.db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst()) ?? null);

/** Customer accounts of the company per currency, with balances summed exactly (minor units). */
export const accountsSummary = async (ctx: AppContext, companyId: number): Promise<CompanyAccountsSummary[]> => {
  const rows = await ctx.db
    .selectFrom('bank_accounts')
    .select(['currency', 'currency_type', 'sub_unit', 'balance', 'reserved'])
    .where('company_id', '=', companyId)
    .where('owner_kind', '=', 'customer')
    .orderBy('currency')
    .execute();
  const byCurrency = new Map<string, { type: string; subUnit: number; accounts: number; balance: bigint; reserved: bigint }>();
  for (const r of rows) {
    const sum = byCurrency.get(r.currency) ?? { type: r.currency_type, subUnit: r.sub_unit, accounts: 0, balance: 0n, reserved: 0n };
    sum.accounts += 1;
    sum.balance += minor(r.balance);
    sum.reserved += minor(r.reserved);
    byCurrency.set(r.currency, sum);
  }
  return [...byCurrency].map(([currency, s]) => ({
    currency,
    currency_type: s.type === 'crypto' ? 'crypto' : 'fiat',
    accounts: s.accounts,
    balance: formatMinor(s.balance, s.subUnit),
    available_balance: formatMinor(s.balance - s.reserved, s.subUnit),
  }));
};

/** A company as admins read it; `full` adds the accounts summary and the payment services (profile). */
export const adminCompanyResource = async (ctx: AppContext, row: CompanyRow, full = false): Promise<AdminCompany> => {
  const employees = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('company_id', '=', row.id).executeTakeFirst();
  const base: AdminCompany = {
    ...companyResource(row, await refOf(ctx, row.affiliate_owner_company_id)),
    country: row.country,
    white_label_owner_company: await refOf(ctx, row.white_label_owner_company_id),
    created_at: row.created_at,
    zoho_id: row.zoho_id,
    employees_count: num(employees?.n),
  };
  if (!full) return base;
  return { ...base, accounts_summary: await accountsSummary(ctx, row.id), payment_services: await paymentServicesOf(ctx, row) };
};

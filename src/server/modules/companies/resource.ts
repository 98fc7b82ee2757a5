import type { AdminCompany, CompanyAccountsSummary } from '../../../contract/entities';
import type { AppContext, CompanyRow } from '../../context';
import { minor } from '../../db/values';
import { formatMinor } from '../../ledger/money';
import { companyResource } from '../auth/userResource';
import { companyAccounts } from '../bankAccounts/queries';
import { countCompanyUsers } from '../users/queries';
import { paymentServicesOf } from './paymentServices';
import { companyRef } from './queries';

/** Customer accounts of the company per currency (in currency order), with balances summed exactly (minor units). */
export const accountsSummary = async (ctx: AppContext, companyId: number): Promise<CompanyAccountsSummary[]> => {
  const rows = await companyAccounts(ctx.db, companyId);
  const byCurrency = new Map<string, { type: string; subUnit: number; accounts: number; balance: bigint; reserved: bigint }>();
  for (const r of rows) {
    const sum = byCurrency.get(r.currency) ?? { type: r.currency_type, subUnit: r.sub_unit, accounts: 0, balance: 0n, reserved: 0n };
    sum.accounts += 1;
    sum.balance += minor(r.balance);
    sum.reserved += minor(r.reserved);
    byCurrency.set(r.currency, sum);
  }
  return [...byCurrency]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, s]) => ({
      currency,
      currency_type: s.type === 'crypto' ? 'crypto' : 'fiat',
      accounts: s.accounts,
      balance: formatMinor(s.balance, s.subUnit),
      available_balance: formatMinor(s.balance - s.reserved, s.subUnit),
    }));
};

/** A company as admins read it; `full` adds the accounts summary and the payment services (profile). */
export const adminCompanyResource = async (ctx: AppContext, row: CompanyRow, full = false): Promise<AdminCompany> => {
  const base: AdminCompany = {
    ...companyResource(row, await companyRef(ctx.db, row.affiliate_owner_company_id)),
    country: row.country,
    white_label_owner_company: await companyRef(ctx.db, row.white_label_owner_company_id),
    created_at: row.created_at,
    zoho_id: row.zoho_id,
    employees_count: await countCompanyUsers(ctx.db, row.id),
  };
  if (!full) return base;
  return { ...base, accounts_summary: await accountsSummary(ctx, row.id), payment_services: await paymentServicesOf(ctx, row) };
};

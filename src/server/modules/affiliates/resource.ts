import type { ChildCompany, CompanyAccountsSummary, CompanyRef } from '../../../contract/entities';
import type { AppContext, CompanyRow } from '../../context';
import { minor } from '../../db/values';
import { formatMinor } from '../../ledger/money';
import { companyResource } from '../auth/userResource';

type Sum = { type: string; subUnit: number; accounts: number; balance: bigint; reserved: bigint };

/** Customer accounts of several companies per currency, summed exactly in minor units (one query for a page). */
const summariesOf = async (ctx: AppContext, companyIds: readonly number[]): Promise<Map<number, CompanyAccountsSummary[]>> => {
  const out = new Map<number, CompanyAccountsSummary[]>();
  if (companyIds.length === 0) return out;
  const rows = await ctx.db
    .selectFrom('bank_accounts')
    .select(['company_id', 'currency', 'currency_type', 'sub_unit', 'balance', 'reserved'])
    .where('company_id', 'in', [...companyIds])
    .where('owner_kind', '=', 'customer')
    .orderBy('currency')
    .execute();
  const sums = new Map<number, Map<string, Sum>>();
  for (const r of rows) {
    if (r.company_id === null) continue;
    const byCurrency = sums.get(r.company_id) ?? new Map<string, Sum>();
    const sum = byCurrency.get(r.currency) ?? { type: r.currency_type, subUnit: r.sub_unit, accounts: 0, balance: 0n, reserved: 0n };
    sum.accounts += 1;
    sum.balance += minor(r.balance);
    sum.reserved += minor(r.reserved);
    byCurrency.set(r.currency, sum);
    sums.set(r.company_id, byCurrency);
  }
  for (const [companyId, byCurrency] of sums) {
    out.set(
      companyId,
      [...byCurrency].map(([currency, s]) => ({
        currency,
        currency_type: s.type === 'crypto' ? 'crypto' : 'fiat',
        accounts: s.accounts,
        balance: formatMinor(s.balance, s.subUnit),
        available_balance: formatMinor(s.balance - s.reserved, s.subUnit),
      })),
    );
  }
  return out;
};

const refsOf = async (ctx: AppContext, ids: readonly (number | null)[]): Promise<Map<number, CompanyRef>> => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('companies').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r]));
};

/** Child companies as their owner reads them, with balances per currency. */
export const childCompanyResources = async (ctx: AppContext, rows: readonly CompanyRow[]): Promise<ChildCompany[]> => {
  const summaries = await summariesOf(ctx, rows.map((r) => r.id));
  const refs = await refsOf(ctx, rows.flatMap((r) => [r.affiliate_owner_company_id, r.white_label_owner_company_id]));
  const ref = (id: number | null) => (id === null ? null : (refs.get(id) ?? null));
  return rows.map((row) => ({
    ...companyResource(row, ref(row.affiliate_owner_company_id)),
    white_label_owner_company: ref(row.white_label_owner_company_id),
    country: row.country,
    created_at: row.created_at,
    accounts_summary: summaries.get(row.id) ?? [],
  }));
};

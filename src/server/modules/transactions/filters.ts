import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { CUSTOMER_TRANSACTION_MODE_STATUSES, type PeriodPreset, TRANSACTION_MODE_STATUSES, type AdminTransactionMode } from '../../../contract/enums';
import type { Database } from '../../db/schema';

/** The normalised filters of the transaction lists (manager and admin). */
export type TransactionFilters = {
  page: number;
  per_page: number;
  bank_account_id?: number[] | undefined;
  from_date?: string | undefined;
  to_date?: string | undefined;
  period?: PeriodPreset | undefined;
  status?: string[] | undefined;
  type?: string[] | undefined;
  id?: number[] | undefined;
  search?: string | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  mode?: AdminTransactionMode | undefined;
  company_id?: number[] | undefined;
};

export type ListScope = {
  /** Only this company's transactions (manager); undefined = every company (admin). */
  companyId?: number;
  /** Only these companies' transactions (an owner reading its affiliated or white-labeled companies); empty matches nothing. */
  companyIds?: readonly number[];
  /** Managers see nothing older than this YYYY-MM-DD (settings show_transactions_from_log_date). */
  fromLogDate?: string;
};

type TxQuery<O> = SelectQueryBuilder<Database, 'transactions', O>;

const nextDay = (date: string): string => {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};

/** [from, to) of a period preset in UTC, relative to now; null for total. */
export const periodRange = (period: PeriodPreset, now: Date): [string, string] | null => {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const at = (yy: number, mm: number) => new Date(Date.UTC(yy, mm, 1)).toISOString();
  switch (period) {
    case 'current_month':
      return [at(y, m), at(y, m + 1)];
    case 'previous_month':
      return [at(y, m - 1), at(y, m)];
    case 'current_year':
      return [at(y, 0), at(y + 1, 0)];
    case 'total':
      return null;
  }
};

/** Columns the lists may sort on (anything else falls back to the date of the list). */
const SORTABLE = new Set(['id', 'created_at', 'log_created_at', 'amount', 'fee_amount', 'status', 'type', 'bank_account_id', 'currency', 'source_reference', 'beneficiary_name', 'remitter_name']);
type SortColumn = 'id' | 'created_at' | 'log_created_at' | 'amount' | 'fee_amount' | 'status' | 'type' | 'bank_account_id' | 'currency' | 'source_reference' | 'beneficiary_name' | 'remitter_name';

export const dateColumnOf = (f: Pick<TransactionFilters, 'mode'>): 'log_created_at' | 'created_at' => (f.mode === 'approved_transactions' ? 'log_created_at' : 'created_at');

const likePattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Managers see nothing logged (or, not yet logged, created) before the settings' log date: lists and
 * single transactions alike, so a hidden transaction answers like an unknown one.
 */
export const fromLogDateOnly = <O>(q: TxQuery<O>, fromLogDate: string | undefined): TxQuery<O> =>
  fromLogDate ? q.where((eb) => eb.fn.coalesce('transactions.log_created_at', 'transactions.created_at'), '>=', `${fromLogDate}T00:00:00.000Z`) : q;

export const applyFilters = <O>(qb: TxQuery<O>, f: TransactionFilters, scope: ListScope, now: Date): TxQuery<O> => {
  let q = qb;
  const col = dateColumnOf(f);
  if (scope.companyId !== undefined) q = q.where('transactions.company_id', '=', scope.companyId);
  if (scope.companyIds !== undefined) q = q.where('transactions.company_id', 'in', scope.companyIds.length > 0 ? [...scope.companyIds] : [-1]);
  q = fromLogDateOnly(q, scope.fromLogDate);
  if (f.company_id?.length) q = q.where('transactions.company_id', 'in', f.company_id);
  // A company scope is a customer reading its lists (the admin's have none): refused payments stay in its pending list.
  const customer = scope.companyId !== undefined || scope.companyIds !== undefined;
  if (f.mode) q = q.where('transactions.status', 'in', [...(customer ? CUSTOMER_TRANSACTION_MODE_STATUSES : TRANSACTION_MODE_STATUSES)[f.mode]]);
  if (f.status?.length) q = q.where('transactions.status', 'in', f.status);
  if (f.type?.length) q = q.where('transactions.type', 'in', f.type);
  if (f.id?.length) q = q.where('transactions.id', 'in', f.id);
  const accounts = f.bank_account_id;
  if (accounts?.length) q = q.where((eb) => eb.or([eb('transactions.bank_account_id', 'in', accounts), eb('transactions.to_account_id', 'in', accounts)]));
  if (f.from_date) q = q.where(`transactions.${col}`, '>=', `${f.from_date}T00:00:00.000Z`);
  if (f.to_date) q = q.where(`transactions.${col}`, '<', nextDay(f.to_date));
  if (f.period) {
    const range = periodRange(f.period, now);
    if (range) q = q.where(`transactions.${col}`, '>=', range[0]).where(`transactions.${col}`, '<', range[1]);
  }
  if (f.search) {
    const p = likePattern(f.search);
    q = q.where((eb: ExpressionBuilder<Database, 'transactions'>) =>
      eb.or(
        (['source_reference', 'beneficiary_name', 'remitter_name', 'ref_message'] as const).map((c) => eb(sql`lower(${sql.ref(`transactions.${c}`)})`, 'like', sql`${p} escape '\\'`)),
      ),
    );
  }
  return q;
};

export const applySort = <O>(qb: TxQuery<O>, f: TransactionFilters): TxQuery<O> => {
  const col: SortColumn = f.sort && SORTABLE.has(f.sort) ? (f.sort as SortColumn) : dateColumnOf(f);
  const dir = f.order ?? 'desc';
  const q = qb.orderBy(`transactions.${col}`, dir);
  return col === 'id' ? q : q.orderBy('transactions.id', dir);
};

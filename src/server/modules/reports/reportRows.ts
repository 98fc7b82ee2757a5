import type { AppContext } from '../../context';
import type { ReportsTable } from '../../db/schemaDomain';
import type { Selectable } from 'kysely';
import { readSettings } from '../../ledger/settings';
import { applyFilters, type TransactionFilters } from '../transactions/filters';
import { type TransactionResource, transactionResources } from '../transactions/resource';

export type ReportRow = Selectable<ReportsTable>;

const BATCH = 500;

/** The columns of an approved-transactions report (the approved list's columns, as text). */
export const REPORT_COLUMNS = [
  'Date', 'ID', 'Type', 'Bank account', 'From account', 'To account', 'Remitter', 'Beneficiary', 'Status',
  'Amount', 'Fee', 'Currency', 'Balance', 'Reference', 'Fee description', 'Reference message',
] as const;

export const reportCells = (t: TransactionResource): (string | number | null)[] => [
  t.log_created_at ?? t.created_at, t.id, t.type_id, t.bank_account?.name ?? null, t.from_account?.name ?? null, t.to_account?.name ?? null,
  t.remitter_name, t.beneficiary_name, t.readable_status, t.amount, t.fee_amount, t.currency, t.balance, t.source_reference, t.fee_description, t.ref_message,
];

/**
 * The approved transactions of the report's account and dates, in id order, a batch at a time (the
 * transaction lists' own filters, so the report shows what the approved list shows).
 */
export async function* reportTransactions(ctx: AppContext, report: ReportRow): AsyncGenerator<TransactionResource[]> {
  if (report.company_id === null || report.bank_account_id === null) return;
  const settings = await readSettings(ctx.db);
  const f: TransactionFilters = {
    page: 1, per_page: BATCH, mode: 'approved_transactions', bank_account_id: [report.bank_account_id],
    from_date: report.date_from ?? undefined, to_date: report.date_to ?? undefined,
  };
  const scope = { companyId: report.company_id, ...(settings.show_transactions_from_log_date ? { fromLogDate: settings.show_transactions_from_log_date } : {}) };
  let after = 0;
  for (;;) {
    const rows = await applyFilters(ctx.db.selectFrom('transactions').selectAll('transactions'), f, scope, ctx.now())
      .where('transactions.id', '>', after)
      .orderBy('transactions.id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield await transactionResources(ctx.db, rows);
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < BATCH) return;
  }
}

import type { AppContext } from '../../context';
import type { ReportsTable } from '../../db/schemaDomain';
import type { Selectable } from 'kysely';
import { TRANSACTION_TYPE_LABELS } from '../../../contract/enums';
import { currencyInfo, isCurrency } from '../../ledger/currencies';
import { decimalPlaces } from '../../ledger/money';
import { readSettings } from '../../ledger/settings';
import { applyFilters, type TransactionFilters } from '../transactions/filters';
import { type TransactionResource, transactionResources } from '../transactions/resource';

export type ReportRow = Selectable<ReportsTable>;

const BATCH = 500;

/**
 * A cell of a report row. Plain values (text, ids) read the same in every format. The others carry
 * their plain text (what CSV and PDF write, unchanged: canonical decimals, ISO timestamps, type
 * codes) and what a spreadsheet cell holds instead (a number, a date, a readable name).
 */
export type ReportCell =
  | string
  | number
  | null
  | { kind: 'amount'; text: string; decimals: number }
  | { kind: 'timestamp'; text: string }
  | { kind: 'label'; text: string; label: string };

/** A column: its header, the spreadsheet's header when it says more (the time zone), and its spreadsheet width. */
export type ReportColumn = { header: string; sheetHeader?: string; width: number };

/** The columns of an approved-transactions report (the approved list's columns). */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { header: 'Date', sheetHeader: 'Date (UTC)', width: 18 },
  { header: 'ID', width: 10 },
  { header: 'Type', width: 18 },
  { header: 'Bank account', width: 24 },
  { header: 'From account', width: 24 },
  { header: 'To account', width: 24 },
  { header: 'Remitter', width: 28 },
  { header: 'Beneficiary', width: 28 },
  { header: 'Status', width: 18 },
  { header: 'Amount', width: 18 },
  { header: 'Fee', width: 14 },
  { header: 'Currency', width: 10 },
  { header: 'Balance', width: 18 },
  { header: 'Reference', width: 22 },
  { header: 'Fee description', width: 20 },
  { header: 'Reference message', width: 40 },
];

/** The plain value of a cell: what CSV and PDF write. */
export const plainCell = (c: ReportCell): string | number | null => (c !== null && typeof c === 'object' ? c.text : c);

export const reportCells = (t: TransactionResource): ReportCell[] => {
  // Amounts, fee and balance are written with the account's decimals; the format shows the currency's.
  const decimals = isCurrency(t.currency) ? currencyInfo(t.currency).subUnit : decimalPlaces(t.amount);
  const amount = (v: string | null): ReportCell => (v === null ? null : { kind: 'amount', text: v, decimals });
  return [
    { kind: 'timestamp', text: t.log_created_at ?? t.created_at }, t.id,
    { kind: 'label', text: t.type_id, label: TRANSACTION_TYPE_LABELS[t.type_id] ?? t.type_id },
    t.bank_account?.name ?? null, t.from_account?.name ?? null, t.to_account?.name ?? null,
    t.remitter_name, t.beneficiary_name, t.readable_status, amount(t.amount), amount(t.fee_amount), t.currency, amount(t.balance),
    t.source_reference, t.fee_description, t.ref_message,
  ];
};

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

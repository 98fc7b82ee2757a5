import crypto from 'node:crypto';
import { HttpError } from '../../http/errors';
import type { AccountRow } from '../../ledger/locks';
import type { OpenedSheet, ParsedSheet, SheetRow } from '../../imports/readWorkbook';
import { TEMPLATE_COLUMNS } from '../../imports/template';
import { buildDraft, type DraftEnv } from '../transactions/drafts';
import type { PaymentDraft } from '../transactions/service';

export type RowOutcome = { row: number; draft: PaymentDraft; payee: string } | { row: number; errors: Map<string, string[]> };
export type ValidatedRows = { outcomes: RowOutcome[]; errors: Record<string, string[]> };

/** What a row is checked against: the chosen account (read and checked by the caller) and the file's sheet name and columns. */
export type RowContext = { env: DraftEnv; account: AccountRow; sheet: Pick<ParsedSheet, 'sheet' | 'columns'> };

const labelOf = (field: string): string => TEMPLATE_COLUMNS.find((c) => c.field === field)?.header ?? field.replace(/_/g, ' ');
const TEMPLATE_FIELDS: ReadonlySet<string> = new Set(TEMPLATE_COLUMNS.map((c) => c.field));

/**
 * The withdrawal body of one row: the template fields plus the chosen account. Only template fields
 * become keys (the reader maps headers through a fixed table; checked again here), so no name from
 * the file can reach an object prototype.
 */
const bodyOf = (row: SheetRow, accountId: number): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const [field, text] of row.values) {
    if (!TEMPLATE_FIELDS.has(field)) continue;
    body[field] = field === 'transfer_service' || field === 'customer_legal_type' ? text.toLowerCase() : text;
  }
  body.bank_account_id = accountId;
  return body;
};

/** Row errors keyed `sheet.row.column`; a field without a column in the file goes on the row's first column with its name. */
const keyErrors = (sheet: RowContext['sheet'], row: SheetRow, fieldErrors: Record<string, string[]>): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  const add = (col: string, message: string) => out.set(col, [...(out.get(col) ?? []), message]);
  for (const [col, message] of row.cellErrors) add(col, message);
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const col = sheet.columns.get(field);
    for (const m of messages) add(col ?? 'A', col ? m : `${labelOf(field)}: ${m}`);
  }
  return out;
};

/** The env every row of one file uses: the chosen account is handed to each row instead of being read again. */
export const rowContext = (env: DraftEnv, account: AccountRow, sheet: RowContext['sheet']): RowContext => ({
  env: { ...env, accounts: new Map([[account.id, account]]) }, account, sheet,
});

/**
 * Validates one row as a single IBAN withdrawal from the chosen account (the same rules and fees as
 * the withdrawal form), as an import payment. Nothing is written.
 */
export const validateRow = async (c: RowContext, row: SheetRow): Promise<RowOutcome> => {
  if (row.cellErrors.size > 0) return { row: row.row, errors: keyErrors(c.sheet, row, {}) };
  try {
    const draft = await buildDraft(c.env, 'iban', bodyOf(row, c.account.id));
    const payee = String(draft.details.customer_iban ?? `${String(draft.details.customer_sort_code ?? '')}/${String(draft.details.customer_account ?? '')}`);
    return { row: row.row, draft: { ...draft, type: 'import', bypassDuplicate: true }, payee };
  } catch (e) {
    if (!(e instanceof HttpError) || e.status !== 422) throw e;
    return { row: row.row, errors: keyErrors(c.sheet, row, e.errors ?? { amount: [e.message] }) };
  }
};

/** Every row of a sheet already read (small files, tests): see validateRow. */
export const validateRows = async (env: DraftEnv, sheet: ParsedSheet, account: AccountRow): Promise<ValidatedRows> => {
  const c = rowContext(env, account, sheet);
  const outcomes: RowOutcome[] = [];
  const errors: Record<string, string[]> = {};
  for (const row of sheet.rows) {
    const outcome = await validateRow(c, row);
    if ('errors' in outcome) for (const [col, messages] of outcome.errors) errors[`${sheet.sheet}.${row.row}.${col}`] = messages;
    outcomes.push(outcome);
  }
  return { outcomes, errors };
};

export type Totals = { count: number; amount: bigint; withFee: bigint };

export const totalsOf = (outcomes: readonly RowOutcome[]): Totals => {
  const s = new FileSummary(0);
  for (const o of outcomes) s.add(o);
  return s.totals;
};

/**
 * What the one-time code of the second submit confirms: the account, the count, the total and every
 * payee with its amount (a digest), so another file with other payees or amounts needs a fresh code.
 */
export const batchBinding = (accountId: number, outcomes: readonly RowOutcome[]): Record<string, unknown> => {
  const s = new FileSummary(accountId);
  for (const o of outcomes) s.add(o);
  return s.binding();
};

/**
 * A file's rows summed up as they are validated, without keeping them: the totals of the valid rows,
 * the errors of the others keyed `sheet.row.column`, the digest the one-time code is bound to, and
 * the duplicate keys of the valid rows (for the duplicate check of the second submit).
 */
export class FileSummary {
  readonly totals: Totals = { count: 0, amount: 0n, withFee: 0n };
  readonly errors: Record<string, string[]> = {};
  readonly duplicateKeys = new Set<string>();
  failed = 0;
  private readonly digest = crypto.createHash('sha256');

  constructor(
    private readonly accountId: number,
    private readonly sheetName = '',
    /** Keep the duplicate keys (only the second submit checks them). */
    private readonly keepDuplicateKeys = true,
  ) {}

  add(o: RowOutcome): void {
    if ('errors' in o) {
      this.failed += 1;
      for (const [col, messages] of o.errors) this.errors[`${this.sheetName}.${o.row}.${col}`] = messages;
      return;
    }
    this.totals.count += 1;
    this.totals.amount += o.draft.amount;
    this.totals.withFee += o.draft.amount + o.draft.fee;
    this.digest.update(`${o.row}|${o.payee}|${o.draft.beneficiary}|${o.draft.amount}\n`);
    if (this.keepDuplicateKeys && o.draft.duplicateKey) this.duplicateKeys.add(o.draft.duplicateKey);
  }

  /** The binding of the one-time code (call once, after the last row). */
  binding(): Record<string, unknown> {
    return { bank_account_id: this.accountId, count: this.totals.count, total: this.totals.amount.toString(), payees: this.digest.digest('hex') };
  }
}

/** Rows between two breaks for the event loop while a large file is validated (other requests and events go on). */
const ROWS_PER_TURN = 1000;
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Validates every row of an opened sheet as it is read, into a summary (no row is kept). */
export const summariseRows = async (env: DraftEnv, opened: OpenedSheet, account: AccountRow, options: { duplicateKeys: boolean }): Promise<FileSummary> => {
  const c = rowContext(env, account, opened);
  const summary = new FileSummary(account.id, opened.sheet, options.duplicateKeys);
  let n = 0;
  for (const row of opened.rows()) {
    summary.add(await validateRow(c, row));
    n += 1;
    if (n % ROWS_PER_TURN === 0) await yieldToLoop();
  }
  return summary;
};

import crypto from 'node:crypto';
import { withdrawalObject, withdrawalRules } from '../../../contract/calls/forms';
import { IMPORT_MORE_ERRORS_KEY } from '../../../contract/constants';
import { RuleBrokenError } from '../../domain/errors';
import type { AccountRow } from '../../ledger/locks';
import { toMinor } from '../../ledger/money';
import type { OpenedSheet, ParsedSheet, SheetRow } from '../../imports/readWorkbook';
import { TEMPLATE_COLUMNS } from '../../imports/template';
import { ibanDraft, parseBody } from '../transactions/drafts';
import type { DraftEnv, PaymentDraft } from '../transactions/types';

/** A failed row keeps its amount (0 when the amount itself is unreadable), so the import's failed total is what the file asked for. */
export type RowOutcome = { row: number; draft: PaymentDraft; payee: string } | { row: number; errors: Map<string, string[]>; amount: bigint };
export type ValidatedRows = { outcomes: RowOutcome[]; errors: Record<string, string[]> };

/** What a row is checked against: the chosen account (read and checked by the caller) and the file's sheet name and columns. */
export type RowContext = { env: DraftEnv; account: AccountRow; sheet: Pick<ParsedSheet, 'sheet' | 'columns'> };

/**
 * The body of one import row: the withdrawal's own field schemas and rules (withdrawalRules), for the
 * template's fields and the chosen account only. A row has no other field, and the withdrawal's
 * forty-odd others would each be parsed as absent, for every row of the file.
 */
export const IMPORT_ROW_BODY = withdrawalObject
  .pick({
    bank_account_id: true, amount: true, transfer_service: true, customer_legal_type: true, customer_name: true, customer_first_name: true, customer_last_name: true,
    customer_iban: true, customer_account: true, customer_sort_code: true, bank_swift: true, bank_name: true, customer_country: true, customer_city: true,
    customer_address: true, customer_ref_message: true,
  })
  .superRefine(withdrawalRules);
{
  // The pick above and the template name the same fields (a template column the schema dropped would be ignored).
  const picked = new Set(Object.keys(IMPORT_ROW_BODY.def.shape));
  const wanted = new Set([...TEMPLATE_COLUMNS.map((c) => c.field), 'bank_account_id']);
  if (picked.size !== wanted.size || [...wanted].some((f) => !picked.has(f))) throw new Error('IMPORT_ROW_BODY must pick exactly the template fields and bank_account_id');
}

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

/** The amount a row asks for in minor units of the account, or 0 when its amount cell is not a positive amount. */
const requestedAmount = (row: SheetRow, account: AccountRow): bigint => {
  try {
    const v = toMinor(row.values.get('amount') ?? '', account.sub_unit);
    return v > 0n ? v : 0n;
  } catch {
    return 0n;
  }
};

/**
 * Validates one row as a single IBAN withdrawal from the chosen account (the same rules and fees as
 * the withdrawal form), as an import payment. Nothing is written.
 */
export const validateRow = async (c: RowContext, row: SheetRow): Promise<RowOutcome> => {
  if (row.cellErrors.size > 0) return { row: row.row, errors: keyErrors(c.sheet, row, {}), amount: requestedAmount(row, c.account) };
  try {
    const draft = await ibanDraft(c.env, parseBody(IMPORT_ROW_BODY, bodyOf(row, c.account.id)));
    const payee = String(draft.details.customer_iban ?? `${String(draft.details.customer_sort_code ?? '')}/${String(draft.details.customer_account ?? '')}`);
    // The draft is this row's own: set in place rather than copied with a spread (V8's slow path, per row).
    draft.type = 'import';
    draft.bypassDuplicate = true;
    return { row: row.row, draft, payee };
  } catch (e) {
    if (!(e instanceof RuleBrokenError)) throw e;
    return { row: row.row, errors: keyErrors(c.sheet, row, e.errors ?? { amount: [e.message] }), amount: requestedAmount(row, c.account) };
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

/** The valid rows: how many, their amounts and amounts with fees, and the largest amount of one row (an approval rule may measure a batch by it). */
export type Totals = { count: number; amount: bigint; withFee: bigint; largest: bigint };

/**
 * The failed rows whose errors are listed (the preview's answer, an import's record): the first
 * ones in row order. The portal shows the file's first 1,000 rows, so these are the rows it can
 * mark; the errors file of a finished import has every failed row. A file with more failed rows
 * gets one more entry (MORE_ERRORS_KEY) saying how many are not listed, so the answer and the
 * stored record stay small whatever the file (100,000 failed rows would be megabytes of JSON,
 * read again with every page of the import list).
 */
export const ERRORS_LISTED_ROWS = 1000;
export const MORE_ERRORS_KEY = IMPORT_MORE_ERRORS_KEY;

/** The errors of failed rows keyed `sheet.row.column`, the first ERRORS_LISTED_ROWS rows' only, and the count of the others. */
export class ErrorList {
  readonly errors: Record<string, string[]> = {};
  private listed = 0;
  private unlisted = 0;

  constructor(private readonly sheetName: string) {}

  /** The errors of one failed row, by column (rows come in row order). */
  add(row: number, byColumn: Iterable<[string, string[]]>): void {
    if (this.listed >= ERRORS_LISTED_ROWS) {
      this.unlisted += 1;
      return;
    }
    this.listed += 1;
    for (const [col, messages] of byColumn) this.errors[`${this.sheetName}.${row}.${col}`] = messages;
  }

  /** The list, with the count of the failed rows left out. */
  result(): Record<string, string[]> {
    if (this.unlisted === 0) return this.errors;
    return { ...this.errors, [MORE_ERRORS_KEY]: [`The errors of ${this.unlisted.toLocaleString('en')} more failed rows are not listed here.`] };
  }
}

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
  readonly totals: Totals = { count: 0, amount: 0n, withFee: 0n, largest: 0n };
  readonly duplicateKeys = new Set<string>();
  failed = 0;
  private readonly digest = crypto.createHash('sha256');
  private readonly errorList: ErrorList;

  constructor(
    private readonly accountId: number,
    sheetName = '',
    /** Keep the duplicate keys (only the second submit checks them). */
    private readonly keepDuplicateKeys = true,
  ) {
    this.errorList = new ErrorList(sheetName);
  }

  /** The errors of the failed rows (see ERRORS_LISTED_ROWS). */
  get errors(): Record<string, string[]> {
    return this.errorList.result();
  }

  add(o: RowOutcome): void {
    if ('errors' in o) {
      this.failed += 1;
      this.errorList.add(o.row, o.errors);
      return;
    }
    this.totals.count += 1;
    this.totals.amount += o.draft.amount;
    this.totals.withFee += o.draft.amount + o.draft.fee;
    if (o.draft.amount > this.totals.largest) this.totals.largest = o.draft.amount;
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
  // Without the duplicate check the rows' duplicate keys are not even computed (a keyed hash per row).
  const c = rowContext({ ...env, duplicateKeys: options.duplicateKeys }, account, opened);
  const summary = new FileSummary(account.id, opened.sheet, options.duplicateKeys);
  let n = 0;
  for (const row of opened.rows()) {
    summary.add(await validateRow(c, row));
    n += 1;
    if (n % ROWS_PER_TURN === 0) await yieldToLoop();
  }
  return summary;
};

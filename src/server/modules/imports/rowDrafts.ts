import crypto from 'node:crypto';
import { HttpError } from '../../http/errors';
import type { AccountRow } from '../../ledger/locks';
import type { ParsedSheet, SheetRow } from '../../imports/readWorkbook';
import { TEMPLATE_COLUMNS } from '../../imports/template';
import { buildDraft, type DraftEnv } from '../transactions/drafts';
import type { PaymentDraft } from '../transactions/service';

export type RowOutcome = { row: number; draft: PaymentDraft; payee: string } | { row: number; errors: Map<string, string[]> };
export type ValidatedRows = { outcomes: RowOutcome[]; errors: Record<string, string[]> };

const labelOf = (field: string): string => TEMPLATE_COLUMNS.find((c) => c.field === field)?.header ?? field.replace(/_/g, ' ');

/** The withdrawal body of one row: the template fields plus the chosen account. */
const bodyOf = (row: SheetRow, accountId: number): Record<string, unknown> => {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [field, text] of row.values) body[field] = field === 'transfer_service' || field === 'customer_legal_type' ? text.toLowerCase() : text;
  body.bank_account_id = accountId;
  return { ...body };
};

/** Row errors keyed `sheet.row.column`; a field without a column in the file goes on the row's first column with its name. */
const keyErrors = (sheet: ParsedSheet, row: SheetRow, fieldErrors: Record<string, string[]>): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  const add = (col: string, message: string) => out.set(col, [...(out.get(col) ?? []), message]);
  for (const [col, message] of row.cellErrors) add(col, message);
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const col = sheet.columns.get(field);
    for (const m of messages) add(col ?? 'A', col ? m : `${labelOf(field)}: ${m}`);
  }
  return out;
};

/**
 * Validates every row as a single IBAN withdrawal from the chosen account (the same rules and fees
 * as the withdrawal form), as an import payment. Nothing is written.
 */
export const validateRows = async (env: DraftEnv, sheet: ParsedSheet, account: AccountRow): Promise<ValidatedRows> => {
  const outcomes: RowOutcome[] = [];
  const errors: Record<string, string[]> = {};
  // The caller has read the account (its own, checked): every row uses that row.
  const batch: DraftEnv = { ...env, accounts: new Map([[account.id, account]]) };
  for (const row of sheet.rows) {
    let outcome: RowOutcome;
    if (row.cellErrors.size > 0) outcome = { row: row.row, errors: keyErrors(sheet, row, {}) };
    else {
      try {
        const draft = await buildDraft(batch, 'iban', bodyOf(row, account.id));
        const payee = String(draft.details.customer_iban ?? `${String(draft.details.customer_sort_code ?? '')}/${String(draft.details.customer_account ?? '')}`);
        outcome = { row: row.row, draft: { ...draft, type: 'import', bypassDuplicate: true }, payee };
      } catch (e) {
        if (!(e instanceof HttpError) || e.status !== 422) throw e;
        outcome = { row: row.row, errors: keyErrors(sheet, row, e.errors ?? { amount: [e.message] }) };
      }
    }
    if ('errors' in outcome) for (const [col, messages] of outcome.errors) errors[`${sheet.sheet}.${row.row}.${col}`] = messages;
    outcomes.push(outcome);
  }
  return { outcomes, errors };
};

export type Totals = { count: number; amount: bigint; withFee: bigint };

export const totalsOf = (outcomes: readonly RowOutcome[]): Totals => {
  let amount = 0n;
  let withFee = 0n;
  let count = 0;
  for (const o of outcomes) {
    if (!('draft' in o)) continue;
    count += 1;
    amount += o.draft.amount;
    withFee += o.draft.amount + o.draft.fee;
  }
  return { count, amount, withFee };
};

/**
 * What the one-time code of the second submit confirms: the account, the count, the total and every
 * payee with its amount (a digest), so another file with other payees or amounts needs a fresh code.
 */
export const batchBinding = (accountId: number, outcomes: readonly RowOutcome[]): Record<string, unknown> => {
  const t = totalsOf(outcomes);
  const h = crypto.createHash('sha256');
  for (const o of outcomes) if ('draft' in o) h.update(`${o.row}|${o.payee}|${o.draft.beneficiary}|${o.draft.amount}\n`);
  return { bank_account_id: accountId, count: t.count, total: t.amount.toString(), payees: h.digest('hex') };
};

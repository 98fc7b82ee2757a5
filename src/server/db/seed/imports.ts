import type { Insertable } from 'kysely';
import type { ImportsTable } from '../schemaDomain';
import type { SeedClock } from './clock';
import { MINUTE, DAY } from './clock';
import type { PlannedImport } from './planner';
import type { ImportTally } from './draft';

/** Acme's bulk-payment imports: one DONE import per planned batch, plus one recent import that failed validation. */
export const importRows = (
  ids: readonly number[],
  planned: readonly PlannedImport[],
  tallies: ReadonlyMap<number, ImportTally>,
  ctx: { clock: SeedClock; companyId: number; userId: number | null; accountId: number },
): Insertable<ImportsTable>[] => {
  const rows: Insertable<ImportsTable>[] = planned.map((p) => {
    const tally = tallies.get(p.index) ?? { count: 0, amount: 0n, withFee: 0n };
    const created = ctx.clock.fromStart(p.t - 10 * MINUTE);
    return {
      id: ids[p.index] ?? 0,
      company_id: ctx.companyId,
      user_id: ctx.userId,
      bank_account_id: ctx.accountId,
      status: 'DONE',
      file_name: `acme-payments-${created.slice(0, 7)}.xlsx`,
      file_path: null,
      errors_file_path: null,
      progress: 100,
      bypass_duplicate_check: 0,
      success_transactions_count: tally.count,
      success_transactions_amount: tally.amount,
      success_transactions_amount_with_fee: tally.withFee,
      failed_transactions_count: 0,
      failed_transactions_amount: 0n,
      errors: null,
      created_at: created,
      updated_at: ctx.clock.fromStart(p.t + 2 * MINUTE),
    };
  });
  const failedAt = ctx.clock.before(3 * DAY);
  rows.push({
    id: ids[planned.length] ?? 0,
    company_id: ctx.companyId,
    user_id: ctx.userId,
    bank_account_id: ctx.accountId,
    status: 'ERROR',
    file_name: `acme-payments-${failedAt.slice(0, 10)}-corrected.xlsx`,
    file_path: null,
    errors_file_path: null,
    progress: 100,
    bypass_duplicate_check: 0,
    success_transactions_count: 0,
    success_transactions_amount: 0n,
    success_transactions_amount_with_fee: 0n,
    failed_transactions_count: 2,
    failed_transactions_amount: 375_000n,
    errors: JSON.stringify({ 'Sheet1.4.C': ['The IBAN is invalid.'], 'Sheet1.7.E': ['The amount must be at least 1.00.'] }),
    created_at: failedAt,
    updated_at: failedAt,
  });
  return rows;
};

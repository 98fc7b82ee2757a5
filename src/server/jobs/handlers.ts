import { z } from 'zod';
import { nowIso } from '../db/values';
import { checkAccount, recordCheck, verifyLedger } from '../ledger/integrity';
import { PermanentJobError } from './queue';
import type { JobHandler } from './worker';

/** Job types built into the server. */
export const JOB_TYPES = { ledgerIntegrityCheck: 'ledger.integrity_check' } as const;

const integrityPayload = z.object({
  /** One account; the whole ledger when absent. */
  bank_account_id: z.number().int().positive().optional(),
  /** Who asked (stored on the check). */
  user_id: z.number().int().positive().nullable().optional(),
});

/**
 * `ledger.integrity_check`: runs the integrity check (ledger/integrity.ts) and stores its result
 * as an `integrity_checks` row — one account, or the whole ledger (bank_account_id null, the failed
 * accounts in `mismatches`). The row and the job's completion commit together.
 */
const ledgerIntegrityCheck: JobHandler = async (ctx) => {
  const parsed = integrityPayload.safeParse(ctx.payload);
  if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
  const { bank_account_id: accountId, user_id: userId = null } = parsed.data;
  return ctx.runInTransaction(async (trx) => {
    const at = ctx.now();
    if (accountId !== undefined) {
      const check = await checkAccount(trx, accountId);
      if (!check) throw new PermanentJobError(`Unknown bank account ${accountId}.`);
      const id = await recordCheck(trx, check, userId, at);
      return { integrity_check_id: id, bank_account_id: accountId, passed: check.passed };
    }
    const report = await verifyLedger(trx);
    const now = nowIso(at);
    const failed = report.failedAccounts.map((a) => ({
      bank_account_id: a.bankAccountId, balance: a.balance.toString(), postings_sum: a.postingsSum.toString(), last_balance_after: a.lastBalanceAfter.toString(),
      reserved: a.reserved.toString(), holds_sum: a.holdsSum.toString(),
    }));
    const row = await trx
      .insertInto('integrity_checks')
      .values({
        started_at: now, finished_at: now, status: report.passed ? 'passed' : 'failed', accounts_checked: report.accounts.length,
        mismatches: failed.length > 0 ? JSON.stringify(failed) : null, bank_account_id: null, balance: null, postings_sum: null, reserved: null, holds_sum: null,
        user_id: userId, created_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      integrity_check_id: row.id, passed: report.passed, accounts_checked: report.accounts.length, failed_account_ids: report.failedAccounts.map((a) => a.bankAccountId),
      unbalanced_entries: report.unbalancedEntries.length, currency_totals: report.currencyTotals,
    };
  });
};

export const builtinJobHandlers = (): Record<string, JobHandler> => ({
  [JOB_TYPES.ledgerIntegrityCheck]: ledgerIntegrityCheck,
});

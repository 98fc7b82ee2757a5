import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { enqueue } from '../../jobs/queue';
import { recordTimeline } from '../timeline/record';
import { IMPORT_JOB_TYPE } from './importJob';

/**
 * An import batch held for the company's approvers (issue 40) stays QUEUE without its job: nothing is
 * paid, nothing is reserved (its rows are checked against the balance when they are processed).
 */

/** Approved: the batch's job is queued, in the approval's database transaction. */
export const releaseHeldImportIn = async (ctx: AppContext, trx: Kysely<Database>, importId: number, userId: number, step: string, now: Date): Promise<void> => {
  const job = { type: IMPORT_JOB_TYPE, payload: { import_id: importId }, idempotencyKey: `import:${importId}` };
  if (ctx.jobs) await ctx.jobs.enqueue(job, trx);
  else await enqueue(trx, { ...job, now });
  await recordTimeline(trx, { entityClass: 'import', entityId: importId, event: 'approved', changes: { approval: { old: 'awaiting', new: step } }, userId, at: nowIso(now) });
};

/** Rejected or expired: the batch ends in ERROR with the reason as its error; no row is paid. */
export const refuseHeldImportIn = async (_ctx: AppContext, trx: Kysely<Database>, importId: number, userId: number | null, reason: string, now: Date): Promise<void> => {
  const at = nowIso(now);
  await trx.updateTable('imports').set({ status: 'ERROR', progress: 100, errors: JSON.stringify({ approval: [reason] }), updated_at: at }).where('id', '=', importId).where('status', '=', 'QUEUE').execute();
  await recordTimeline(trx, { entityClass: 'import', entityId: importId, event: 'refused', changes: { status: { old: 'QUEUE', new: 'ERROR' } }, userId, at });
};

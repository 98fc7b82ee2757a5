import { z } from 'zod';
import type { StatementFormat, StatementFrequency } from '../../../contract/calls/managerConnect';
import type { Language } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { DomainError } from '../../domain/errors';
import { enqueue, PermanentJobError } from '../../jobs/queue';
import type { JobContext, JobHandler } from '../../jobs/worker';
import { formatMinor } from '../../ledger/money';
import { filesOf, newKey } from '../../storage/fileStore';
import { recordWebhookEvent } from '../../webhooks/record';
import { STATEMENT_EXTENSIONS, statementFile } from '../statements/service';
import { nextPeriodStart, periodEnd } from './periods';
import { STATEMENT_SCHEDULE_JOB_TYPE, statementRunJob } from './service';

export { STATEMENT_SCHEDULE_JOB_TYPE };

const payloadSchema = z.object({ schedule_id: z.number().int().positive(), date_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** Another worker made this period meanwhile (or the schedule moved on): this run's writes roll back. */
class AlreadyMadeError extends Error {}

/**
 * `statement.schedule_run`: the statement of one finished period of one schedule. The file is made
 * from the ledger (statements/service.ts, the same as a download) and written to the file storage
 * under a fresh key; then, in one transaction holding the job's lease, its row (unique per schedule and
 * period start: a second worker's insert finds it and rolls back, removing its own file), the
 * schedule's next period, that period's job and the webhook event `statement.ready` commit together.
 * With several instances on one PostgreSQL the job is claimed by one worker (SKIP LOCKED); the unique
 * row makes a period produced once even if two jobs for it ran.
 */
export const statementScheduleJobHandler = (ctx: AppContext): JobHandler => async (job: JobContext) => {
  const parsed = payloadSchema.safeParse(job.payload);
  if (!parsed.success) throw new PermanentJobError('Invalid statement schedule payload.');
  const p = parsed.data;
  const s = await job.db.selectFrom('statement_schedules').selectAll().where('id', '=', p.schedule_id).executeTakeFirst();
  if (!s || s.deleted_at !== null || s.next_period_start !== p.date_from) return { schedule_id: p.schedule_id, date_from: p.date_from, skipped: 'stale' };
  const frequency = s.frequency as StatementFrequency;
  const format = s.format as StatementFormat;
  const dateTo = periodEnd(frequency, p.date_from);
  let made;
  try {
    made = await statementFile(ctx, s.company_id, s.bank_account_id, { format, date_from: p.date_from, date_to: dateTo, language: s.language as Language, time_zone: s.time_zone });
  } catch (e) {
    // The account is gone or no longer fits the format: not retried. Anything else (the database…) is.
    if (e instanceof DomainError) throw new PermanentJobError(e.message);
    throw e;
  }
  const store = filesOf(ctx);
  const key = newKey(`statements/${s.company_id}`, STATEMENT_EXTENSIONS[format]);
  await store.put(key, made.content);
  try {
    return await job.runInTransaction(async (trx) => {
      const at = nowIso(ctx.now());
      const row = await trx.insertInto('scheduled_statements').values({
        schedule_id: s.id, company_id: s.company_id, bank_account_id: s.bank_account_id, date_from: p.date_from, date_to: dateTo, format, file_key: key, file_name: made.fileName,
        size: made.content.length, opening: made.opening.toString(), closing: made.closing.toString(), created_at: at,
      }).onConflict((oc) => oc.columns(['schedule_id', 'date_from']).doNothing()).returning('id').executeTakeFirst();
      if (!row) throw new AlreadyMadeError();
      const next = nextPeriodStart(frequency, p.date_from);
      const moved = await trx.updateTable('statement_schedules').set({ next_period_start: next, updated_at: at })
        .where('id', '=', s.id).where('next_period_start', '=', p.date_from).where('deleted_at', 'is', null).executeTakeFirst();
      if (moved.numUpdatedRows !== 1n) throw new AlreadyMadeError();
      await enqueue(trx, statementRunJob(s, next, job.now()));
      const account = await trx.selectFrom('bank_accounts').select(['currency', 'sub_unit']).where('id', '=', s.bank_account_id).executeTakeFirstOrThrow();
      await recordWebhookEvent(trx, s.company_id, 'statement.ready', {
        id: row.id, schedule_id: s.id, bank_account_id: s.bank_account_id, format, date_from: p.date_from, date_to: dateTo, currency: account.currency,
        opening: formatMinor(made.opening, account.sub_unit), closing: formatMinor(made.closing, account.sub_unit), file: `manager/scheduled-statements/${row.id}/file`,
      }, at);
      return { schedule_id: s.id, date_from: p.date_from, scheduled_statement_id: row.id };
    });
  } catch (e) {
    await store.remove(key);
    if (e instanceof AlreadyMadeError) return { schedule_id: s.id, date_from: p.date_from, skipped: 'made' };
    throw e;
  }
};

import type { Kysely, Selectable } from 'kysely';
import type { StatementFormat, StatementFrequency } from '../../../contract/calls/managerConnect';
import type { CallOutput } from '../../../contract/calls';
import type { AppContext, Member } from '../../context';
import type { Database } from '../../db/schema';
import type { ScheduledStatementsTable } from '../../db/schemaStatementSchedules';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../domain/errors';
import { offsetOf } from '../../http/paging';
import { type EnqueueInput, enqueue } from '../../jobs/queue';
import { workNow } from '../../jobs/testClock';
import { formatMinor } from '../../ledger/money';
import { filesOf, type OpenedFile } from '../../storage/fileStore';
import { ownAccount } from '../bankAccounts/queries';
import { STATEMENT_CONTENT_TYPES, STATEMENT_MESSAGES } from '../statements/service';
import { periodDueAt, periodStartAt } from './periods';

/** Scheduled statements (issue 41): a company's schedules and the statement files they produced. */
export const STATEMENT_SCHEDULE_JOB_TYPE = 'statement.schedule_run';

export const STATEMENT_SCHEDULE_MESSAGES = {
  notFound: 'Statement schedule not found.',
  statementNotFound: 'Statement not found.',
  fileMissing: 'The statement file is no longer available.',
} as const;

export type StatementScheduleResource = {
  id: number; bank_account_id: number; account_name: string; currency: string; frequency: string; format: string; language: string; time_zone: string;
  next_period_start: string; created_at: string;
};

export type ScheduledStatementResource = {
  id: number; schedule_id: number; bank_account_id: number; account_name: string; currency: string; date_from: string; date_to: string; format: string; file_name: string;
  size: number; opening: string; closing: string; created_at: string;
};

/** The job that makes the statement of the period starting on `from`, due once it has ended in the schedule's zone. */
export const statementRunJob = (s: { id: number; frequency: string; time_zone: string }, from: string, now: Date): EnqueueInput => ({
  type: STATEMENT_SCHEDULE_JOB_TYPE,
  payload: { schedule_id: s.id, date_from: from },
  runAt: periodDueAt(s.frequency as StatementFrequency, from, s.time_zone),
  idempotencyKey: `statement-schedule:${s.id}:${from}`,
  maxAttempts: 5,
  now,
});

const schedules = (db: Kysely<Database>, companyId: number) =>
  db.selectFrom('statement_schedules').innerJoin('bank_accounts', 'bank_accounts.id', 'statement_schedules.bank_account_id')
    .where('statement_schedules.company_id', '=', companyId).where('statement_schedules.deleted_at', 'is', null);

export const companyStatementSchedules = async (ctx: AppContext, companyId: number, query: CallOutput<'manager.statementSchedules.list', 'query'>): Promise<{ data: StatementScheduleResource[]; total: number }> => {
  const count = await schedules(ctx.db, companyId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await schedules(ctx.db, companyId)
    .select(['statement_schedules.id', 'statement_schedules.bank_account_id', 'bank_accounts.name as account_name', 'bank_accounts.currency', 'statement_schedules.frequency', 'statement_schedules.format',
      'statement_schedules.language', 'statement_schedules.time_zone', 'statement_schedules.next_period_start', 'statement_schedules.created_at'])
    .orderBy('statement_schedules.id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
  return { data: rows, total: Number(count?.n ?? 0) };
};

/** A new schedule: the first period is the one running now in its time zone (produced once it ends). */
export const createStatementSchedule = async (ctx: AppContext, member: Member, body: CallOutput<'manager.statementSchedules.create', 'body'>): Promise<StatementScheduleResource> => {
  const account = await ownAccount(ctx.db, member.company.id, body.bank_account_id);
  if (!account) throw fieldError('bank_account_id', STATEMENT_MESSAGES.notFound);
  if (body.format !== 'pdf' && account.currency_type !== 'fiat') throw fieldError('format', STATEMENT_MESSAGES.fiatOnly);
  const now = workNow(ctx);
  const timeZone = body.time_zone ?? 'UTC';
  const first = periodStartAt(body.frequency, now, timeZone);
  const at = nowIso(ctx.now());
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('statement_schedules').values({
      company_id: member.company.id, bank_account_id: account.id, created_by: member.user.id, frequency: body.frequency, format: body.format, language: body.language ?? 'en',
      time_zone: timeZone, next_period_start: first, deleted_at: null, created_at: at, updated_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await enqueue(trx, statementRunJob({ id: row.id, frequency: body.frequency, time_zone: timeZone }, first, now));
    return row.id;
  });
  return {
    id, bank_account_id: account.id, account_name: account.name, currency: account.currency, frequency: body.frequency, format: body.format, language: body.language ?? 'en',
    time_zone: timeZone, next_period_start: first, created_at: at,
  };
};

/** Stops a schedule: its pending job finds it deleted and does nothing; the statements it made stay. */
export const deleteStatementSchedule = async (ctx: AppContext, member: Member, id: number): Promise<void> => {
  const at = nowIso(ctx.now());
  const done = await ctx.db.updateTable('statement_schedules').set({ deleted_at: at, updated_at: at })
    .where('id', '=', id).where('company_id', '=', member.company.id).where('deleted_at', 'is', null).executeTakeFirst();
  if (done.numUpdatedRows !== 1n) throw notFound(STATEMENT_SCHEDULE_MESSAGES.notFound);
};

const statementResource = (r: Selectable<ScheduledStatementsTable> & { account_name: string; currency: string; sub_unit: number }): ScheduledStatementResource => ({
  id: r.id, schedule_id: r.schedule_id, bank_account_id: r.bank_account_id, account_name: r.account_name, currency: r.currency, date_from: r.date_from, date_to: r.date_to,
  format: r.format, file_name: r.file_name, size: Number(r.size), opening: formatMinor(BigInt(r.opening), r.sub_unit), closing: formatMinor(BigInt(r.closing), r.sub_unit), created_at: r.created_at,
});

export const companyScheduledStatements = async (ctx: AppContext, companyId: number, query: CallOutput<'manager.scheduledStatements.list', 'query'>): Promise<{ data: ScheduledStatementResource[]; total: number }> => {
  let q = ctx.db.selectFrom('scheduled_statements').innerJoin('bank_accounts', 'bank_accounts.id', 'scheduled_statements.bank_account_id').where('scheduled_statements.company_id', '=', companyId);
  if (query.schedule_id !== undefined) q = q.where('scheduled_statements.schedule_id', '=', query.schedule_id);
  const count = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await q.selectAll('scheduled_statements').select(['bank_accounts.name as account_name', 'bank_accounts.currency', 'bank_accounts.sub_unit'])
    .orderBy('scheduled_statements.id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
  return { data: rows.map(statementResource), total: Number(count?.n ?? 0) };
};

/** A produced statement's file, from the file storage every instance reaches. */
export const scheduledStatementFile = async (ctx: AppContext, companyId: number, id: number): Promise<{ file: OpenedFile; contentType: string; fileName: string }> => {
  const row = await ctx.db.selectFrom('scheduled_statements').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(STATEMENT_SCHEDULE_MESSAGES.statementNotFound);
  const file = await filesOf(ctx).open(row.file_key);
  if (!file) throw notFound(STATEMENT_SCHEDULE_MESSAGES.fileMissing);
  return { file, contentType: STATEMENT_CONTENT_TYPES[row.format as StatementFormat], fileName: row.file_name };
};

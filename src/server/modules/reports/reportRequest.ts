import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { approvedTransactionsReportBody } from '../../../contract/calls/payloads';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError } from '../../domain/errors';
import { enqueue } from '../../jobs/queue';
import { ownAccount } from '../bankAccounts/queries';
import { periodRange } from '../transactions/filters';
import { recordActivity } from '../activityLogs/record';
import { publishReport } from './reportEvents';
import { REPORT_JOB_TYPE } from './reportJob';
import type { ReportRow } from './reportRow';

type Body = z.output<typeof approvedTransactionsReportBody>;

export const REPORT_MESSAGES = {
  accountInvalid: 'The selected bank account id is invalid.',
  notFound: 'Report not found.',
  notReady: 'The report is not ready yet.',
} as const;

const dayBefore = (iso: string): string => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);

/** A preset is fixed to its dates when asked, so the file shows the period the user meant even if made later. */
const datesOf = (body: Body, now: Date): { from: string | null; to: string | null } => {
  if (!body.period) return { from: body.date_from ?? null, to: body.date_to ?? null };
  const range = periodRange(body.period, now);
  return range ? { from: range[0].slice(0, 10), to: dayBefore(range[1]) } : { from: null, to: null };
};

/** Stores the report in QUEUE and its job in one transaction, then announces it. */
export const requestReport = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, body: Body): Promise<ReportRow> => {
  const companyId = auth.company?.id ?? 0;
  const account = await ownAccount(ctx.db, companyId, body.bank_account_id);
  // Another company's account is reported like an unknown one (decisions: body ids answer 422).
  if (!account) throw fieldError('bank_account_id', REPORT_MESSAGES.accountInvalid);
  const now = ctx.now();
  const at = nowIso(now);
  const { from, to } = datesOf(body, now);
  const span = body.period === 'total' ? 'all time' : `${from ?? ''} – ${to ?? ''}`;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const report = await trx
      .insertInto('reports')
      .values({
        company_id: companyId, user_id: auth.user.id, bank_account_id: account.id, name: `Approved transactions ${account.name} (${account.currency}) ${span}`.slice(0, 200),
        report_period: body.period ?? null, date_from: from, date_to: to, format: body.format, status: 'QUEUE', file_path: null, error: null, created_at: at, updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The reader's language and time zone travel with the job: the file is written once, for them.
    const reader = { ...(body.language ? { language: body.language } : {}), ...(body.time_zone ? { time_zone: body.time_zone } : {}) };
    const job = { type: REPORT_JOB_TYPE, payload: { report_id: report.id, ...reader }, idempotencyKey: `report:${report.id}` };
    if (ctx.jobs) await ctx.jobs.enqueue(job, trx);
    else await enqueue(trx, { ...job, now });
    return report;
  });
  await recordActivity(ctx, req, { type: 'report.requested', userId: auth.user.id, companyId, description: `Report requested: ${row.name} (${row.format})`, meta: { report_id: row.id } });
  await publishReport(ctx, row);
  return row;
};

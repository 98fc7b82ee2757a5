import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActivityLog, AdminActivityLog } from '../../../contract/entities';
import type { PaginationMeta } from '../../../contract/http';
import type { AppContext } from '../../context';
import { csvLine } from '../reports/safeCell';
import { offsetOf, paginationMeta } from '../../http/paging';
import { type ActivityFilters, type ActivityScope, applyActivityFilters, applyActivitySort } from './activityQuery';

const BATCH = 1000;
const CSV_HEADER = ['id', 'created_at', 'type', 'description', 'user', 'email', 'ip', 'user_agent'];
/** The admin file names the company too (it spans every company), and the admin who acted as the user. */
const ADMIN_CSV_HEADER = [...CSV_HEADER, 'company_id', 'company', 'acting_admin_id', 'acting_admin'];

const selectActivities = (ctx: AppContext, scope: ActivityScope, f: ActivityFilters) =>
  applyActivitySort(
    applyActivityFilters(
      ctx.db
        .selectFrom('activities')
        .leftJoin('users', 'users.id', 'activities.user_id')
        .leftJoin('companies', 'companies.id', 'activities.company_id')
        .leftJoin('users as acting', 'acting.id', 'activities.acting_admin_id')
        .select(['activities.id', 'activities.user_id', 'activities.company_id', 'activities.type', 'activities.description', 'activities.ip', 'activities.user_agent', 'activities.created_at'])
        .select(['users.first_name', 'users.last_name', 'users.email', 'companies.name as company_name'])
        .select(['activities.acting_admin_id', 'acting.first_name as acting_first_name', 'acting.last_name as acting_last_name', 'acting.email as acting_email']),
      scope,
      f,
    ),
    f,
  );

type Row = Awaited<ReturnType<ReturnType<typeof selectActivities>['execute']>>[number];

const resource = (r: Row): ActivityLog => ({
  id: r.id,
  user: r.user_id !== null && r.email !== null ? { id: r.user_id, first_name: r.first_name ?? '', last_name: r.last_name ?? '', email: r.email } : null,
  company_id: r.company_id,
  type: r.type,
  description: r.description,
  ip: r.ip,
  user_agent: r.user_agent,
  created_at: r.created_at,
});

/** The admin's entry: "by admin X acting as Y" when an admin acted as the user (the customer's own log does not name staff). */
const adminResource = (r: Row): AdminActivityLog => ({
  ...resource(r),
  acting_admin_id: r.acting_admin_id,
  acting_admin:
    r.acting_admin_id !== null && r.acting_email !== null
      ? { id: r.acting_admin_id, first_name: r.acting_first_name ?? '', last_name: r.acting_last_name ?? '', email: r.acting_email }
      : null,
});

type Page<T> = { data: T[]; meta: PaginationMeta };

const pageOf = async <T>(
  ctx: AppContext,
  req: FastifyRequest,
  scope: ActivityScope,
  f: ActivityFilters & { page: number; per_page: number },
  toResource: (r: Row) => T,
): Promise<Page<T>> => {
  const count = await applyActivityFilters(ctx.db.selectFrom('activities').select((eb) => eb.fn.countAll().as('n')), scope, f).executeTakeFirst();
  const rows = await selectActivities(ctx, scope, f).limit(f.per_page).offset(offsetOf(f.page, f.per_page)).execute();
  return { data: rows.map(toResource), meta: paginationMeta(req, f.page, f.per_page, Number(count?.n ?? 0)) };
};

/** One page of the scope's activities, newest first unless sorted otherwise, with the pagination meta. */
export const activityPage = (ctx: AppContext, req: FastifyRequest, scope: ActivityScope, f: ActivityFilters & { page: number; per_page: number }): Promise<Page<ActivityLog>> =>
  pageOf(ctx, req, scope, f, resource);

/** The same for the admin log: each entry also names the admin who acted as the user, if one did. */
export const adminActivityPage = (ctx: AppContext, req: FastifyRequest, scope: ActivityScope, f: ActivityFilters & { page: number; per_page: number }): Promise<Page<AdminActivityLog>> =>
  pageOf(ctx, req, scope, f, adminResource);

/** The whole filtered log as CSV lines, read in batches so a long log never sits in memory at once. */
async function* csvLines(ctx: AppContext, scope: ActivityScope, f: ActivityFilters, withCompany: boolean): AsyncGenerator<string> {
  yield csvLine(withCompany ? ADMIN_CSV_HEADER : CSV_HEADER);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await selectActivities(ctx, scope, f).limit(BATCH).offset(offset).execute();
    for (const r of rows) {
      const user = r.email ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() : '';
      const cells = [r.id, r.created_at, r.type, r.description, user, r.email, r.ip, r.user_agent];
      yield csvLine(withCompany ? [...cells, r.company_id, r.company_name, r.acting_admin_id, r.acting_email] : cells);
    }
    if (rows.length < BATCH) return;
  }
}

/** Streams the filtered log as a CSV download (`withCompany` adds the company columns of the admin file). */
export const sendActivityCsv = (ctx: AppContext, reply: FastifyReply, scope: ActivityScope, f: ActivityFilters, withCompany: boolean) => {
  const day = ctx.now().toISOString().slice(0, 10);
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="activities-${day}.csv"`)
    .header('x-content-type-options', 'nosniff')
    .send(Readable.from(csvLines(ctx, scope, f, withCompany)));
};

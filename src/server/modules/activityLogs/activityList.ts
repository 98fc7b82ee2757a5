import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActivityLog } from '../../../contract/entities';
import type { PaginationMeta } from '../../../contract/http';
import type { AppContext } from '../../context';
import { csvLine } from '../reports/safeCell';
import { offsetOf, paginationMeta } from '../transactions/paginate';
import { type ActivityFilters, type ActivityScope, applyActivityFilters, applyActivitySort } from './activityQuery';

const BATCH = 1000;
const CSV_HEADER = ['id', 'created_at', 'type', 'description', 'user', 'email', 'ip', 'user_agent'];
/** The admin file names the company too: it spans every company. */
const ADMIN_CSV_HEADER = [...CSV_HEADER, 'company_id', 'company'];

const selectActivities = (ctx: AppContext, scope: ActivityScope, f: ActivityFilters) =>
  applyActivitySort(
    applyActivityFilters(
      ctx.db
        .selectFrom('activities')
        .leftJoin('users', 'users.id', 'activities.user_id')
        .leftJoin('companies', 'companies.id', 'activities.company_id')
        .select(['activities.id', 'activities.user_id', 'activities.company_id', 'activities.type', 'activities.description', 'activities.ip', 'activities.user_agent', 'activities.created_at'])
        .select(['users.first_name', 'users.last_name', 'users.email', 'companies.name as company_name']),
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

/** One page of the scope's activities, newest first unless sorted otherwise, with the pagination meta. */
export const activityPage = async (
  ctx: AppContext,
  req: FastifyRequest,
  scope: ActivityScope,
  f: ActivityFilters & { page: number; per_page: number },
): Promise<{ data: ActivityLog[]; meta: PaginationMeta }> => {
  const count = await applyActivityFilters(ctx.db.selectFrom('activities').select((eb) => eb.fn.countAll().as('n')), scope, f).executeTakeFirst();
  const rows = await selectActivities(ctx, scope, f).limit(f.per_page).offset(offsetOf(f.page, f.per_page)).execute();
  return { data: rows.map(resource), meta: paginationMeta(req, f.page, f.per_page, Number(count?.n ?? 0)) };
};

/** The whole filtered log as CSV lines, read in batches so a long log never sits in memory at once. */
async function* csvLines(ctx: AppContext, scope: ActivityScope, f: ActivityFilters, withCompany: boolean): AsyncGenerator<string> {
  yield csvLine(withCompany ? ADMIN_CSV_HEADER : CSV_HEADER);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await selectActivities(ctx, scope, f).limit(BATCH).offset(offset).execute();
    for (const r of rows) {
      const user = r.email ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() : '';
      const cells = [r.id, r.created_at, r.type, r.description, user, r.email, r.ip, r.user_agent];
      yield csvLine(withCompany ? [...cells, r.company_id, r.company_name] : cells);
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

import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ActivityLog } from '../../../contract/entities';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { csvLine } from '../reports/safeCell';
import { offsetOf, paginationMeta } from '../transactions/paginate';
import { type ActivityFilters, applyActivityFilters, applyActivitySort, parseTypeFilter } from './activityQuery';

const BATCH = 1000;
const CSV_HEADER = ['id', 'created_at', 'type', 'description', 'user', 'email', 'ip', 'user_agent'];

const selectActivities = (ctx: AppContext, companyId: number, f: ActivityFilters) =>
  applyActivitySort(
    applyActivityFilters(
      ctx.db
        .selectFrom('activities')
        .leftJoin('users', 'users.id', 'activities.user_id')
        .select(['activities.id', 'activities.user_id', 'activities.company_id', 'activities.type', 'activities.description', 'activities.ip', 'activities.user_agent', 'activities.created_at'])
        .select(['users.first_name', 'users.last_name', 'users.email']),
      companyId,
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

/** The whole filtered log as CSV lines, read in batches so a long log never sits in memory at once. */
async function* csvLines(ctx: AppContext, companyId: number, f: ActivityFilters): AsyncGenerator<string> {
  yield csvLine(CSV_HEADER);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await selectActivities(ctx, companyId, f).limit(BATCH).offset(offset).execute();
    for (const r of rows) yield csvLine([r.id, r.created_at, r.type, r.description, r.email ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() : '', r.email, r.ip, r.user_agent]);
    if (rows.length < BATCH) return;
  }
}

/** The company's activity log (manager and reader alike: it is the company's own record). */
export const registerActivityRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.activities.list', async ({ ctx, req, auth, query }) => {
    const companyId = auth.company?.id ?? 0;
    const f: ActivityFilters = { ...query, type: parseTypeFilter(req.query) };
    const count = await applyActivityFilters(ctx.db.selectFrom('activities').select((eb) => eb.fn.countAll().as('n')), companyId, f).executeTakeFirst();
    const rows = await selectActivities(ctx, companyId, f).limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: rows.map(resource), meta: paginationMeta(req, query.page, query.per_page, Number(count?.n ?? 0)) };
  });

  registerCall(app, 'manager.activities.report', async ({ ctx, req, reply, auth, query }) => {
    const companyId = auth.company?.id ?? 0;
    const f: ActivityFilters = { ...query, type: parseTypeFilter(req.query) };
    const day = ctx.now().toISOString().slice(0, 10);
    return reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="activities-${day}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .send(Readable.from(csvLines(ctx, companyId, f)));
  });
};

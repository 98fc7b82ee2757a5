import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/values';
import { registerCall } from '../../http/route';
import { paginationMeta } from '../../http/paging';
import { countUsers, pageOfUsers } from './queries';
import { adminUserResource, findUser } from './resource';

const DAYS_30 = 30 * 24 * 3600 * 1000;

/** Admin: the users list, one user, and the dashboard statistics. */
export const registerAdminUserReads = (app: FastifyInstance): void => {
  registerCall(app, 'admin.users.statistic', async ({ ctx }) => {
    const since = nowIso(new Date(ctx.now().getTime() - DAYS_30));
    const total = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const fresh = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('created_at', '>=', since).executeTakeFirst();
    // Active: enabled and signed in (a real sign-in, not an admin acting as them) in the last 30 days.
    const active = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('enabled', '=', 1)
      .where((eb) =>
        eb.exists(
          eb.selectFrom('activities').select('activities.id').whereRef('activities.user_id', '=', 'users.id').where('activities.type', '=', 'auth.login').where('activities.created_at', '>=', since),
        ),
      )
      .executeTakeFirst();
    return { data: { total: Number(total?.n ?? 0), new: Number(fresh?.n ?? 0), active: Number(active?.n ?? 0) } };
  });

  registerCall(app, 'admin.users.list', async ({ ctx, req, query }) => {
    const [total, rows] = await Promise.all([countUsers(ctx, query), pageOfUsers(ctx, query)]);
    const data = [];
    for (const row of rows) data.push(await adminUserResource(ctx, row));
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.users.get', async ({ ctx, params }) => ({ data: await adminUserResource(ctx, await findUser(ctx, params.id)) }));
};

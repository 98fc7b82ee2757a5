import type { FastifyInstance } from 'fastify';
import { closeSessionSockets } from '../../auth/endedSessions';
import { type EndedSession, revokeActAsOf } from '../../auth/tokens';
import { nowIso } from '../../db/values';
import { forbidden, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { paginationMeta } from '../../http/paging';
import { isAdminRole } from '../users/resource';
import { countCheckpoints, findCheckpoint, pageOfCheckpoints } from './queries';

const NOT_FOUND = 'Auth checkpoint not found.';

/** Admin: the sign-in devices of every user (decisions.md, "Auth checkpoints and system overview"). */
export const registerAuthCheckpointRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.authCheckpoints.list', async ({ ctx, req, query }) => {
    const [total, data] = await Promise.all([countCheckpoints(ctx, query), pageOfCheckpoints(ctx, query)]);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.authCheckpoints.status', async ({ ctx, req, auth, params, body }) => {
    const row = await ctx.db.selectFrom('auth_checkpoints').select(['id', 'user_id', 'status']).where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    const target = row.user_id === null ? undefined : await ctx.db.selectFrom('users').select(['id', 'role', 'company_id']).where('id', '=', row.user_id).executeTakeFirst();
    // Same rules as for changing users: nobody locks themselves out; administrators' devices are a super-admin's call.
    if (target?.id === auth.user.id) throw forbidden('You cannot change the status of your own checkpoints.');
    if (target && isAdminRole(target.role) && auth.user.role !== 'super-admin') throw forbidden('Only a super-admin can change checkpoints of administrators.');
    if (row.status !== body.status) {
      const now = ctx.now();
      const { families, actAs } = await ctx.db.transaction().execute(async (trx): Promise<{ families: string[]; actAs: EndedSession[] }> => {
        await trx.updateTable('auth_checkpoints').set({ status: body.status, updated_at: nowIso(now) }).where('id', '=', row.id).execute();
        if (body.status !== 'blocked') return { families: [], actAs: [] };
        // The sessions started from the blocked device end with the block, and the act-as sessions they started.
        const live = await trx.selectFrom('auth_tokens').select('family_id').distinct().where('checkpoint_id', '=', row.id).where('revoked_at', 'is', null).execute();
        await trx.updateTable('auth_tokens').set({ revoked_at: nowIso(now) }).where('checkpoint_id', '=', row.id).where('revoked_at', 'is', null).execute();
        const ended = live.map((l) => l.family_id);
        return { families: ended, actAs: await revokeActAsOf(trx, ended, now) };
      });
      if (target) for (const family of families) ctx.realtime?.disconnectUser(target.id, family);
      closeSessionSockets(ctx, actAs);
      await recordActivity(ctx, req, {
        type: 'admin.auth_checkpoint_status',
        userId: auth.user.id,
        companyId: target?.company_id ?? null,
        description: `Auth checkpoint #${row.id} ${body.status === 'blocked' ? 'blocked' : 'allowed'}`,
        meta: { checkpoint_id: row.id, target_user_id: target?.id ?? null, from: row.status, to: body.status, ended_sessions: families.length },
      });
    }
    const data = await findCheckpoint(ctx, row.id);
    if (!data) throw notFound(NOT_FOUND);
    return { data, message: body.status === 'blocked' ? 'The checkpoint has been blocked.' : 'The checkpoint has been allowed.' };
  });
};

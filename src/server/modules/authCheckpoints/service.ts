import type { FastifyRequest } from 'fastify';
import type { AuthCheckpoint } from '../../../contract/entities';
import type { AuthCheckpointStatus } from '../../../contract/enums';
import { checkpointById, setCheckpointStatus } from '../../auth/checkpoints';
import { closeSessionSockets } from '../../auth/endedSessions';
import { revokeCheckpointSessions } from '../../auth/tokens';
import type { AppContext, AuthState } from '../../context';
import { forbidden, notFound } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { userById } from '../users/queries';
import { isAdminRole } from '../users/resource';
import { type CheckpointListQuery, countCheckpoints, findCheckpoint, pageOfCheckpoints } from './queries';

/** Admin: the sign-in devices of every user (decisions.md, "Auth checkpoints and system overview"). */

const NOT_FOUND = 'Auth checkpoint not found.';

export const listCheckpoints = async (ctx: AppContext, query: CheckpointListQuery): Promise<{ data: AuthCheckpoint[]; total: number }> => {
  const [total, data] = await Promise.all([countCheckpoints(ctx, query), pageOfCheckpoints(ctx, query)]);
  return { data, total };
};

/** Allows or blocks a device; blocking ends the sessions started from it at once, sockets included. */
export const changeCheckpointStatus = async (
  ctx: AppContext,
  req: FastifyRequest,
  auth: AuthState,
  id: number,
  status: AuthCheckpointStatus,
): Promise<{ data: AuthCheckpoint; message: string }> => {
  const row = await checkpointById(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  const target = row.user_id === null ? undefined : await userById(ctx.db, row.user_id);
  // Same rules as for changing users: nobody locks themselves out; administrators' devices are a super-admin's call.
  if (target?.id === auth.user.id) throw forbidden('You cannot change the status of your own checkpoints.');
  if (target && isAdminRole(target.role) && auth.user.role !== 'super-admin') throw forbidden('Only a super-admin can change checkpoints of administrators.');
  if (row.status !== status) {
    const now = ctx.now();
    const { families, actAs } = await ctx.db.transaction().execute(async (trx) => {
      await setCheckpointStatus(trx, row.id, status, now);
      return status === 'blocked' ? revokeCheckpointSessions(trx, row.id, now) : { families: [], actAs: [] };
    });
    if (target) for (const family of families) ctx.realtime?.disconnectUser(target.id, family);
    closeSessionSockets(ctx, actAs);
    await recordActivity(ctx, req, {
      type: 'admin.auth_checkpoint_status',
      userId: auth.user.id,
      companyId: target?.company_id ?? null,
      description: `Auth checkpoint #${row.id} ${status === 'blocked' ? 'blocked' : 'allowed'}`,
      meta: { checkpoint_id: row.id, target_user_id: target?.id ?? null, from: row.status, to: status, ended_sessions: families.length },
    });
  }
  const data = await findCheckpoint(ctx, row.id);
  if (!data) throw notFound(NOT_FOUND);
  return { data, message: status === 'blocked' ? 'The checkpoint has been blocked.' : 'The checkpoint has been allowed.' };
};

import type { FastifyRequest } from 'fastify';
import { CHECKPOINT_BLOCKED_MESSAGE, isDeviceBlocked, type SignInDevice } from '../../auth/checkpoints';
import type { AppContext, UserRow } from '../../context';
import { forbidden } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';

/** An admin blocked this device (auth checkpoint): the sign-in is refused and the refusal logged. */
export const refuseBlockedDevice = async (ctx: AppContext, req: FastifyRequest, user: UserRow, device: SignInDevice): Promise<void> => {
  if (!(await isDeviceBlocked(ctx.db, user.id, device))) return;
  await recordActivity(ctx, req, { type: 'auth.login_blocked', userId: user.id, companyId: user.company_id, description: 'Sign-in refused: blocked device' });
  throw forbidden(CHECKPOINT_BLOCKED_MESSAGE);
};

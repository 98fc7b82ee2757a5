import type { FastifyRequest } from 'fastify';
import { recordFailedCheckpoint, type SignInDevice } from '../../auth/checkpoints';
import type { SecondFactorUse } from '../../auth/otpGuard';
import type { AppContext, UserRow } from '../../context';
import { OneTimeCodeRequiredError } from '../../domain/errors';
import { HEADERS } from '../../../contract/http';
import { recordActivity } from '../activityLogs/record';

/** Whether the request presented a second factor (a code, a recovery code or a passkey assertion), not only asked. */
const presented = (req: FastifyRequest): boolean => {
  const code = req.headers[HEADERS.oneTimeCode];
  const passkey = req.headers[HEADERS.passkeyAssertion];
  return (typeof code === 'string' && code.trim() !== '') || (typeof passkey === 'string' && passkey.trim() !== '' && passkey.trim() !== 'request');
};

/**
 * The second factor of a sign-in. A wrong one (code, recovery code, passkey) is a failed sign-in after a
 * right password: counted on the device's auth checkpoint, where the admin and the profile see it, and
 * written to the activity log, like a wrong password (issue 42).
 */
export const confirmSecondFactorOfSignIn = async (
  ctx: AppContext,
  req: FastifyRequest,
  user: UserRow,
  device: SignInDevice,
  confirm: () => Promise<SecondFactorUse | null>,
): Promise<SecondFactorUse | null> => {
  try {
    return await confirm();
  } catch (error) {
    if (error instanceof OneTimeCodeRequiredError && presented(req)) {
      const checkpointId = await recordFailedCheckpoint(ctx.db, user.id, device, ctx.now());
      await recordActivity(ctx, req, {
        type: 'auth.login_failed', userId: user.id, companyId: user.company_id, description: 'Failed sign-in: wrong second factor',
        meta: { checkpoint_id: checkpointId, reason: 'second_factor' },
      });
    }
    throw error;
  }
};

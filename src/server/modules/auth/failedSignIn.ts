import type { FastifyRequest } from 'fastify';
import { deviceOf, recordFailedCheckpoint } from '../../auth/checkpoints';
import { claimFailureNotice, type LoginSource, recordLoginFailure } from '../../auth/throttle';
import type { AppContext, UserRow } from '../../context';
import { recordActivity } from '../activityLogs/record';
import { sendMail } from '../mail/outbox';

export const FAILED_SIGN_IN_SUBJECT = 'Failed sign-in attempts on your account';

/**
 * A wrong password: counted by the throttle (address, account from address, account); for a known
 * user also on the checkpoint of the device (what the admin sees), in the activity log, and, once
 * the account has failed often enough, in one e-mail to the user (at most one a day).
 */
export const recordFailedSignIn = async (ctx: AppContext, req: FastifyRequest, source: LoginSource, user: UserRow | undefined): Promise<void> => {
  const failure = await recordLoginFailure(ctx, source);
  if (!user) return;
  const checkpointId = await recordFailedCheckpoint(ctx.db, user.id, deviceOf(req), ctx.now());
  await recordActivity(ctx, req, { type: 'auth.login_failed', userId: user.id, companyId: user.company_id, description: 'Failed sign-in: wrong password', meta: { checkpoint_id: checkpointId } });
  if (await claimFailureNotice(ctx, user.email, failure)) {
    await sendMail(ctx, req.log, {
      to: user.email,
      subject: FAILED_SIGN_IN_SUBJECT,
      body:
        `Hello ${user.first_name},\n\n` +
        `there have been ${failure.accountFailures} failed attempts to sign in to your account since ${failure.since} (UTC). ` +
        'Your account is not locked: further attempts from the addresses that failed are slowed down, and you can still sign in as usual.\n\n' +
        'If this was not you, consider choosing a new password (Profile, or "Forgot password" on the sign-in page), and keep two-factor authentication on. ' +
        'We will not write again about failed attempts for 24 hours.',
    });
  }
};

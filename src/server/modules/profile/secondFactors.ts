import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ConfirmOtp } from '../../auth/otpGuard';
import { RECOVERY_CODE_COUNT, recoveryCodesLeft, replaceRecoveryCodes, voidRecoveryCodes } from '../../auth/recoveryCodes';
import type { AppContext, AuthState } from '../../context';
import type { Database } from '../../db/schema';
import { conflict, forbidden } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';

export const SECOND_FACTOR_MESSAGES = {
  actingAs: 'Second factors cannot be changed while acting as the user.',
  twoFactorOff: 'Turn two-factor authentication on first.',
  regenerated: 'New recovery codes have been generated. The old ones no longer work.',
} as const;

/** Recovery codes and passkeys back two-factor up: turning it off or an admin reset voids them. Returns what went. */
export const voidSecondFactors = async (db: Kysely<Database>, userId: number): Promise<{ recovery_codes_voided: number; passkeys_removed: number }> => {
  const recovery = await voidRecoveryCodes(db, userId);
  const removed = await db.deleteFrom('passkeys').where('user_id', '=', userId).executeTakeFirst();
  await db.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
  return { recovery_codes_voided: recovery, passkeys_removed: Number(removed.numDeletedRows) };
};

/** An administrator acting as the user never sees or changes the user's second factors (the user's own). */
export const refuseActingAdmin = (auth: AuthState): void => {
  if (auth.impersonatorUserId !== null) throw forbidden(SECOND_FACTOR_MESSAGES.actingAs);
};

export type RecoveryCodesState = { total: number; left: number };

export const recoveryCodesState = async (ctx: AppContext, auth: AuthState): Promise<RecoveryCodesState> => ({
  total: RECOVERY_CODE_COUNT,
  left: auth.user.totp_enabled === 1 ? await recoveryCodesLeft(ctx.db, auth.user.id) : 0,
});

/** A new set of ten codes (the old set stops working); needs a current second factor. Shown this once. */
export const regenerateRecoveryCodes = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, confirmOtp: ConfirmOtp): Promise<{ data: { codes: string[] }; message: string }> => {
  refuseActingAdmin(auth);
  if (auth.user.totp_enabled !== 1) throw conflict(SECOND_FACTOR_MESSAGES.twoFactorOff);
  await confirmOtp(auth.user);
  const codes = await replaceRecoveryCodes(ctx.db, ctx.appKey, auth.user.id, ctx.now());
  await recordActivity(ctx, req, {
    type: 'profile.recovery_codes_generated', userId: auth.user.id, companyId: auth.user.company_id, description: 'New recovery codes generated',
    timeline: { entityClass: 'user', entityId: auth.user.id, event: 'recovery_codes_generated' },
  });
  return { data: { codes }, message: SECOND_FACTOR_MESSAGES.regenerated };
};

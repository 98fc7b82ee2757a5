import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { ConfirmOtp } from '../../auth/otpGuard';
import { replaceRecoveryCodes } from '../../auth/recoveryCodes';
import { decryptSecret, encryptSecret } from '../../auth/secrets';
import { generateTotpSecret, matchTotpStep, totpUri } from '../../auth/totp';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { conflict, fieldError } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { twoFactorRequirement, TWO_FACTOR_POLICY_MESSAGES } from '../../auth/twoFactorPolicy';
import { updateUser } from '../users/queries';
import { voidSecondFactors } from './secondFactors';

export const TOTP_ISSUER = 'Kontor';

const ALREADY_ENABLED = 'Two-factor authentication is already enabled.';
const NOT_ENABLED = 'Two-factor authentication is not enabled.';

type TwoFactorAnswer = { data: { two_factor_auth: { google: boolean }; recovery_codes?: string[] }; message: string };

/** A new secret is kept aside until a code of it is confirmed: the current one stays in force until then. */
export const newTwoFactorSecret = async (ctx: AppContext, auth: AuthState): Promise<{ secret: string; otpauth_url: string; qr_code: string }> => {
  if (auth.user.totp_enabled === 1) throw conflict(ALREADY_ENABLED);
  const secret = generateTotpSecret();
  await updateUser(ctx.db, auth.user.id, { totp_pending_enc: encryptSecret(ctx.appKey, secret), updated_at: nowIso(ctx.now()) });
  const uri = totpUri(secret, auth.user.email, TOTP_ISSUER);
  return { secret, otpauth_url: uri, qr_code: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
};

/** Turns two-factor on with a code of the secret set aside. */
export const enableTwoFactor = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, code: string): Promise<TwoFactorAnswer> => {
  if (auth.user.totp_enabled === 1) throw conflict(ALREADY_ENABLED);
  if (!auth.user.totp_pending_enc) throw fieldError('code', 'Request a new QR code first.');
  const secret = decryptSecret(ctx.appKey, auth.user.totp_pending_enc);
  const step = matchTotpStep(secret, code, ctx.now().getTime());
  if (step === null) throw fieldError('code', 'The code is invalid. Check the time on your device and try again.');
  await updateUser(ctx.db, auth.user.id, {
    totp_secret_enc: auth.user.totp_pending_enc, totp_pending_enc: null, totp_enabled: 1, otp_last_step: step, otp_failures: 0, updated_at: nowIso(ctx.now()),
  });
  // Ten recovery codes, shown this once (issue 42): the way back in without the phone.
  const codes = await replaceRecoveryCodes(ctx.db, ctx.appKey, auth.user.id, ctx.now());
  await recordActivity(ctx, req, {
    type: 'profile.two_factor_enabled', userId: auth.user.id, companyId: auth.user.company_id, description: 'Two-factor authentication enabled',
    timeline: { entityClass: 'user', entityId: auth.user.id, event: 'two_factor_enabled', changes: { totp_enabled: { old: false, new: true } } },
  });
  return { data: { two_factor_auth: { google: true }, recovery_codes: codes }, message: 'Two-factor authentication is enabled.' };
};

/** Turns two-factor off; needs a current code, asked once the request is known to be possible. */
export const disableTwoFactor = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, confirmOtp: ConfirmOtp): Promise<TwoFactorAnswer> => {
  if (auth.user.totp_enabled !== 1) throw conflict(NOT_ENABLED);
  if ((await twoFactorRequirement(ctx, auth.user, auth.company, auth.platformTwoFactorRequired)) !== null) throw conflict(TWO_FACTOR_POLICY_MESSAGES.cannotDisable);
  await confirmOtp(auth.user);
  await updateUser(ctx.db, auth.user.id, { totp_secret_enc: null, totp_pending_enc: null, totp_enabled: 0, updated_at: nowIso(ctx.now()) });
  // Recovery codes and passkeys back two-factor up: they go with it.
  const voided = await voidSecondFactors(ctx.db, auth.user.id);
  await recordActivity(ctx, req, {
    type: 'profile.two_factor_disabled', userId: auth.user.id, companyId: auth.user.company_id, description: 'Two-factor authentication disabled', meta: voided,
    timeline: { entityClass: 'user', entityId: auth.user.id, event: 'two_factor_disabled', changes: { totp_enabled: { old: true, new: false } } },
  });
  return { data: { two_factor_auth: { google: false } }, message: 'Two-factor authentication is disabled.' };
};

import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { decryptSecret, encryptSecret } from '../../auth/secrets';
import { generateTotpSecret, matchTotpStep, totpUri } from '../../auth/totp';
import { nowIso } from '../../db/values';
import { HttpError, fieldError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';

export const TOTP_ISSUER = 'Kontor';

export const registerTwoFactorRoutes = (app: FastifyInstance): void => {
  // A new secret is kept aside until a code of it is confirmed: the current one stays in force until then.
  registerCall(app, 'profile.twoFactorQr', async ({ ctx, auth }) => {
    if (auth.user.totp_enabled === 1) throw new HttpError(409, 'Two-factor authentication is already enabled.');
    const secret = generateTotpSecret();
    await ctx.db.updateTable('users').set({ totp_pending_enc: encryptSecret(ctx.appKey, secret), updated_at: nowIso(ctx.now()) }).where('id', '=', auth.user.id).execute();
    const uri = totpUri(secret, auth.user.email, TOTP_ISSUER);
    return { data: { secret, otpauth_url: uri, qr_code: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) } };
  });

  registerCall(app, 'profile.twoFactorAssign', async ({ ctx, req, auth, body }) => {
    if (auth.user.totp_enabled === 1) throw new HttpError(409, 'Two-factor authentication is already enabled.');
    if (!auth.user.totp_pending_enc) throw fieldError('code', 'Request a new QR code first.');
    const secret = decryptSecret(ctx.appKey, auth.user.totp_pending_enc);
    const step = matchTotpStep(secret, body.code, ctx.now().getTime());
    if (step === null) throw fieldError('code', 'The code is invalid. Check the time on your device and try again.');
    await ctx.db
      .updateTable('users')
      .set({ totp_secret_enc: auth.user.totp_pending_enc, totp_pending_enc: null, totp_enabled: 1, otp_last_step: step, otp_failures: 0, updated_at: nowIso(ctx.now()) })
      .where('id', '=', auth.user.id)
      .execute();
    await recordActivity(ctx, req, {
      type: 'profile.two_factor_enabled', userId: auth.user.id, companyId: auth.user.company_id, description: 'Two-factor authentication enabled',
      timeline: { entityClass: 'user', entityId: auth.user.id, event: 'two_factor_enabled', changes: { totp_enabled: { old: false, new: true } } },
    });
    return { data: { two_factor_auth: { google: true } }, message: 'Two-factor authentication is enabled.' };
  });

  // Needs a current code (otp in the contract), asked once the request is known to be possible.
  registerCall(app, 'profile.twoFactorRemove', async ({ ctx, req, auth, confirmOtp }) => {
    if (auth.user.totp_enabled !== 1) throw new HttpError(409, 'Two-factor authentication is not enabled.');
    await confirmOtp(auth.user);
    await ctx.db
      .updateTable('users')
      .set({ totp_secret_enc: null, totp_pending_enc: null, totp_enabled: 0, updated_at: nowIso(ctx.now()) })
      .where('id', '=', auth.user.id)
      .execute();
    await recordActivity(ctx, req, {
      type: 'profile.two_factor_disabled', userId: auth.user.id, companyId: auth.user.company_id, description: 'Two-factor authentication disabled',
      timeline: { entityClass: 'user', entityId: auth.user.id, event: 'two_factor_disabled', changes: { totp_enabled: { old: true, new: false } } },
    });
    return { data: { two_factor_auth: { google: false } }, message: 'Two-factor authentication is disabled.' };
  });
};

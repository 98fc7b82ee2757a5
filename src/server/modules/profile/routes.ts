import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { readSingleUpload } from '../../http/uploads';
import { clearSessionCookie } from '../auth/sessionCookie';
import { AVATAR_UPLOAD, avatarFile } from './avatar';
import { changeOwnAvatar, changePassword, profileResource, updateProfile } from './service';
import { addPasskey, listPasskeys, passkeyRegistrationOptions, removePasskey, renamePasskey } from './passkeys';
import { recoveryCodesState, regenerateRecoveryCodes } from './secondFactors';
import { signInHistory } from './signInHistory';
import { endSession, liveSessions } from './sessions';
import { disableTwoFactor, enableTwoFactor, newTwoFactorSecret } from './twoFactor';

/** The signed-in user's profile: fields, password, two-factor, avatar and sign-ins. */
export const registerProfileRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'profile.get', async ({ auth }) => ({ data: profileResource(auth.user) }));
  registerCall(app, 'profile.update', async ({ ctx, req, auth, body }) => updateProfile(ctx, req, auth, body));
  registerCall(app, 'profile.password', async ({ ctx, req, auth, body, confirmOtp }) => changePassword(ctx, req, auth, body, confirmOtp));

  registerCall(app, 'profile.twoFactorQr', async ({ ctx, auth }) => ({ data: await newTwoFactorSecret(ctx, auth) }));
  registerCall(app, 'profile.twoFactorAssign', async ({ ctx, req, auth, body }) => enableTwoFactor(ctx, req, auth, body.code));
  registerCall(app, 'profile.twoFactorRemove', async ({ ctx, req, auth, confirmOtp }) => disableTwoFactor(ctx, req, auth, confirmOtp));

  registerCall(app, 'profile.recoveryCodes', async ({ ctx, auth }) => ({ data: await recoveryCodesState(ctx, auth) }));
  registerCall(app, 'profile.recoveryCodesRegenerate', async ({ ctx, req, auth, confirmOtp }) => regenerateRecoveryCodes(ctx, req, auth, confirmOtp));

  registerCall(app, 'profile.passkeys', async ({ ctx, auth }) => ({ data: await listPasskeys(ctx, auth) }));
  registerCall(app, 'profile.passkeyOptions', async ({ ctx, auth }) => ({ data: await passkeyRegistrationOptions(ctx, auth) }));
  registerCall(app, 'profile.passkeyAdd', async ({ ctx, req, auth, body, confirmOtp }) => addPasskey(ctx, req, auth, body, confirmOtp));
  registerCall(app, 'profile.passkeyRename', async ({ ctx, auth, params, body }) => renamePasskey(ctx, auth, params.id, body.name));
  registerCall(app, 'profile.passkeyRemove', async ({ ctx, req, auth, params, confirmOtp }) => removePasskey(ctx, req, auth, params.id, confirmOtp));
  registerCall(app, 'profile.signInHistory', async ({ ctx, auth }) => ({ data: await signInHistory(ctx, auth.user.id) }));

  registerCall(app, 'profile.avatar', async ({ ctx, req, auth }) => ({ data: await changeOwnAvatar(ctx, req, auth, () => readSingleUpload(req, AVATAR_UPLOAD)) }));
  app.get<{ Params: { file: string } }>('/media/avatars/:file', async (req, reply) => {
    const { type, file } = await avatarFile(app.kontor, req.params.file);
    return reply.type(type).header('cache-control', 'private, max-age=3600').header('content-length', String(file.size)).send(file.stream);
  });

  registerCall(app, 'profile.sessions', async ({ ctx, auth }) => ({ data: await liveSessions(ctx, auth.user.id, auth.familyId) }));
  registerCall(app, 'profile.sessionsEnd', async ({ ctx, req, reply, auth, params }) => {
    const ended = await endSession(ctx, req, auth, params.id);
    if (ended.current) clearSessionCookie(req, reply, auth.impersonatorUserId !== null);
    return ended;
  });
};

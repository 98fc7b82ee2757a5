import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { signInAnswer } from '../auth/sessionCookie';
import { registerRedeemRoute } from './redeemRoute';
import { chatToken, signInFromCrm, signInFromLegacy, signInFromPortal, signInFromPsp, toLegacy } from './service';

/** Alternative sign-ins (document 1 section 2.1, document 2 section 7 "Common"; docs/sign-ins-and-kyc.md). */
export const registerSignInRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'auth.fromLegacy', async ({ ctx, req, reply, body, confirmOtp }) => signInAnswer(ctx, req, reply, await signInFromLegacy(ctx, req, body.key, confirmOtp)));
  registerCall(app, 'auth.portals', async ({ ctx, req, reply, params, confirmOtp }) => signInAnswer(ctx, req, reply, await signInFromPortal(ctx, req, params.a, params.b, confirmOtp)));
  registerCall(app, 'auth.flexpsp', async ({ ctx, req, reply, body, confirmOtp }) => signInAnswer(ctx, req, reply, await signInFromPsp(ctx, req, body.user_id, body.auth_key, confirmOtp)));
  registerCall(app, 'auth.loginIframe', async ({ ctx, req, reply, body, confirmOtp }) => signInAnswer(ctx, req, reply, await signInFromCrm(ctx, req, body, confirmOtp)));
  registerCall(app, 'auth.toLegacy', async ({ ctx, req, auth }) => ({ data: await toLegacy(ctx, req, auth) }));
  registerCall(app, 'auth.rocketChat', async ({ ctx, auth }) => ({ data: await chatToken(ctx, auth) }));
  registerRedeemRoute(app);
};

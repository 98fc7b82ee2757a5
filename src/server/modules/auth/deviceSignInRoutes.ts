import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { approveDeviceSignIn, denyDeviceSignIn, deviceSignInStatus, redeemDeviceSignIn, showDeviceSignIn, startDeviceSignIn } from './deviceSignIn';
import { signInAnswer } from './sessionCookie';

/** Sign-in approved from another device (issue 18): the calls of auth/deviceSignIn.ts. */
export const registerDeviceSignInRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'auth.deviceSignIn.start', async ({ ctx, req, reply, body }) => {
    const started = await startDeviceSignIn(ctx, req, body.identifier);
    reply.code(201);
    return { data: started };
  });
  registerCall(app, 'auth.deviceSignIn.status', async ({ ctx, req, body }) => ({ data: await deviceSignInStatus(ctx, req, body.verifier) }));
  registerCall(app, 'auth.deviceSignIn.show', async ({ ctx, params }) => ({ data: await showDeviceSignIn(ctx, params.code) }));
  registerCall(app, 'auth.deviceSignIn.approve', async ({ ctx, req, auth, params, confirmOtp }) => approveDeviceSignIn(ctx, req, auth, params.code, confirmOtp));
  registerCall(app, 'auth.deviceSignIn.deny', async ({ ctx, req, auth, params }) => denyDeviceSignIn(ctx, req, auth, params.code));
  registerCall(app, 'auth.deviceSignIn.redeem', async ({ ctx, req, reply, body }) => signInAnswer(ctx, req, reply, await redeemDeviceSignIn(ctx, req, body.verifier, body.otp)));
};

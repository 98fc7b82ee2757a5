import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { checkResetLink, forgotPassword, resetPassword } from './passwordReset';

/** Forgot password: the e-mailed link, its check, and the new password. */
export const registerPasswordResetRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'auth.forgotPassword', async ({ ctx, req, body }) => forgotPassword(ctx, req, body.email));
  registerCall(app, 'auth.resetPasswordCheck', async ({ ctx, params }) => ({ data: await checkResetLink(ctx, params.a, params.b) }));
  registerCall(app, 'auth.resetPassword', async ({ ctx, req, params, body }) => resetPassword(ctx, req, params.a, params.b, body.password));
};

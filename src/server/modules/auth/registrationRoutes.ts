import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { affiliateOwner, approveEmail, register, registerAffiliated } from './registration';

/** Registration, from the sign-in page or an affiliate link, and the approval of the e-mail address. */
export const registerRegistrationRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'auth.registration', async ({ ctx, req, reply, body }) => {
    reply.code(201);
    return register(ctx, req, body);
  });
  registerCall(app, 'auth.registrationAffiliated', async ({ ctx, req, reply, params, body }) => {
    reply.code(201);
    return registerAffiliated(ctx, req, params.affiliation, body);
  });
  registerCall(app, 'auth.affiliateOwner', async ({ ctx, params }) => ({ data: await affiliateOwner(ctx, params.id) }));
  registerCall(app, 'auth.approveEmail', async ({ ctx, params }) => approveEmail(ctx, params.a, params.b));
};

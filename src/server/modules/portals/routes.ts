import type { FastifyInstance } from 'fastify';
import type { PortalServiceProvider } from '../../../contract/enums';
import type { AuthState, Member } from '../../context';
import { registerCall } from '../../http/route';
import { requireCompany } from '../company/access';
import { portalCompany } from './links';
import { registerSandboxRoutes } from './sandboxRoutes';
import { registerPortalWebhook } from './webhook';
import { createAutoTransfer, portalAccounts, portalSignInUrl, signUpCompany, signUpEmployee, stopAutoTransfer } from './service';

/** The caller as a member of a company with the portals feature and the service allowed (403 otherwise). */
const portalMember = (auth: AuthState, service: PortalServiceProvider): Member => ({ user: auth.user, company: portalCompany(auth, service) });

/** manager/portals/… (document 2 section 7): every call needs the portals feature and the service allowed for the company. */
export const registerPortalRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.portals.signIn', async ({ ctx, auth, params }) => portalSignInUrl(ctx, portalMember(auth, params.service), params.service));
  registerCall(app, 'manager.portals.remoteAccounts', async ({ ctx, auth, params }) => portalAccounts(ctx, portalMember(auth, params.service), params.service));
  registerCall(app, 'manager.portals.signUpCompany', async ({ ctx, req, auth, params, body }) => signUpCompany(ctx, req, auth, portalCompany(auth, params.service), params.service, body));
  registerCall(app, 'manager.portals.signUpEmployee', async ({ ctx, req, auth, params, body }) => signUpEmployee(ctx, req, auth, portalCompany(auth, params.service), params.service, body));

  registerCall(app, 'manager.portals.autoTransfer', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const answer = await createAutoTransfer(ctx, portalMember(auth, body.portal_service), body, { confirmOtp: () => confirmOtp(auth.user), req });
    reply.code(201);
    return answer;
  });

  registerCall(app, 'manager.portals.autoTransferDelete', async ({ ctx, req, auth, params }) => stopAutoTransfer(ctx, req, { user: auth.user, company: requireCompany(auth) }, params.id));

  registerSandboxRoutes(app);
  // A real provider reports balance changes through its webhook; the sandbox does it in-process.
  if (app.kontor.config.adapters.portals.kind === 'http') registerPortalWebhook(app);
};

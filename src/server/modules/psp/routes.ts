import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import type { AuthState, Member } from '../../context';
import { pspCompany } from './access';
import { registerSandboxRoutes } from './sandboxRoutes';
import { registerPspWebhook } from './webhook';
import { mountSandboxRoutes } from '../../adapters/productionGuard';
import { attachAccount, attachedAccounts, pspPayment, revokeToken, signUp } from './service';

/** The caller as a member of a company with the PSP portal feature (403 otherwise). */
const pspMember = (auth: AuthState): Member => ({ user: auth.user, company: pspCompany(auth) });

/** The PSP portal calls (document 2, "payment-service integration"); docs/psp.md. */
export const registerPspRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.psp.signUp', async ({ ctx, req, auth, body, reply }) => {
    const answer = await signUp(ctx, req, pspMember(auth), body);
    reply.code(201);
    return answer;
  });

  registerCall(app, 'manager.psp.revokeToken', async ({ ctx, req, auth }) => revokeToken(ctx, req, pspMember(auth)));

  registerCall(app, 'manager.psp.accounts', async ({ ctx, req, auth, query }) => {
    const { data, total, merchant } = await attachedAccounts(ctx, pspMember(auth), query);
    // The merchant travels beside the page.
    return { data, meta: { ...paginationMeta(req, query.page, query.per_page, total), merchant } };
  });

  registerCall(app, 'manager.psp.accountsCreate', async ({ ctx, req, auth, body, reply }) => {
    const answer = await attachAccount(ctx, req, pspMember(auth), body);
    reply.code(201);
    return answer;
  });

  registerCall(app, 'manager.psp.payment', async ({ ctx, auth, params }) => ({ data: await pspPayment(ctx, pspMember(auth), params.id) }));

  mountSandboxRoutes(app, 'psp', () => registerSandboxRoutes(app));
  // The real PSP announces payments to fund through its webhook; the sandbox does it in-process.
  if (app.kontor.config.adapters.psp.kind === 'http') registerPspWebhook(app);
};

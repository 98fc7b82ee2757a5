import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { requireCompany, userCompany } from '../company/access';
import { agentPicker, type AgentPage, companyAgent, companyAgents, createAgent, deleteAgent, editAgent } from './service';

/** A page as the list answers it: the meta names the page the service landed on. */
const answer = (req: Parameters<typeof paginationMeta>[0], perPage: number, p: AgentPage) => ({ data: p.data, meta: paginationMeta(req, p.page, perPage, p.total) });

/** Beneficiaries (transaction agents): document 2 section 7 "Manager: transactions" and the picker dictionary. */
export const registerBeneficiaryRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.agents.list', async ({ ctx, req, auth, query }) => answer(req, query.per_page, await companyAgents(ctx, requireCompany(auth), query, req.query)));
  registerCall(app, 'manager.agents.get', async ({ ctx, auth, params }) => ({ data: await companyAgent(ctx, requireCompany(auth), params.id) }));

  registerCall(app, 'manager.agents.create', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const created = await createAgent(ctx, { user: auth.user, company: requireCompany(auth) }, body, { confirmOtp: () => confirmOtp(auth.user), req });
    reply.code(201);
    return created;
  });

  registerCall(app, 'manager.agents.update', async ({ ctx, req, auth, params, body, confirmOtp }) =>
    editAgent(ctx, { user: auth.user, company: requireCompany(auth) }, params.id, body, { confirmOtp: () => confirmOtp(auth.user), req }),
  );

  registerCall(app, 'manager.agents.delete', async ({ ctx, req, auth, params, query, confirmOtp }) => {
    const { message, ...page } = await deleteAgent(ctx, { user: auth.user, company: requireCompany(auth) }, params.id, query, req.query, { confirmOtp: () => confirmOtp(auth.user), req });
    return { ...answer(req, query.per_page, page), message };
  });

  registerCall(app, 'dictionaries.transactionAgents', async ({ ctx, auth, query }) => {
    const company = userCompany(auth, 'dictionaries.transactionAgents');
    return { data: company ? await agentPicker(ctx, company, query) : [] };
  });
};

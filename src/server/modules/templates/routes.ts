import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../http/caller';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, TEMPLATE_MESSAGES, templateFromTransaction, updateTemplate } from './service';

/** Issue 40: the company's payment templates. Writes are the manager role's (the contract refuses manager-reader). */
export const registerTemplateRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.paymentTemplates.list', async ({ ctx, req, auth, query }) => paged(req, query, await listTemplates(ctx, memberOf(auth), query)));
  registerCall(app, 'manager.paymentTemplates.get', async ({ ctx, auth, params }) => ({ data: await getTemplate(ctx, memberOf(auth), params.id) }));
  registerCall(app, 'manager.paymentTemplates.create', async ({ ctx, req, reply, auth, body }) => {
    const data = await createTemplate(ctx, memberOf(auth), body, req);
    reply.code(201);
    return { data, message: TEMPLATE_MESSAGES.saved };
  });
  registerCall(app, 'manager.paymentTemplates.fromTransaction', async ({ ctx, req, reply, auth, params, body }) => {
    const data = await templateFromTransaction(ctx, memberOf(auth), params.id, body, req);
    reply.code(201);
    return { data, message: TEMPLATE_MESSAGES.saved };
  });
  registerCall(app, 'manager.paymentTemplates.update', async ({ ctx, req, auth, params, body }) =>
    ({ data: await updateTemplate(ctx, memberOf(auth), params.id, body, req), message: TEMPLATE_MESSAGES.changed }));
  registerCall(app, 'manager.paymentTemplates.delete', async ({ ctx, req, auth, params }) =>
    ({ data: await deleteTemplate(ctx, memberOf(auth), params.id, req), message: TEMPLATE_MESSAGES.deleted }));
};

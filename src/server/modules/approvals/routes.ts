import type { FastifyInstance } from 'fastify';
import { memberOf } from '../../http/caller';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { createRule, deleteRule, getApprovalSettings, getRule, listRules, updateApprovalSettings, updateRule } from './ruleService';
import { approvePayments, listApprovals, oneApproval, rejectPayments } from './service';

/** Issue 40: the approval rules and settings of a company, and its approvals inbox. Writes are the manager role's (the contract refuses manager-reader). */
export const registerApprovalRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.approvalRules.list', async ({ ctx, req, auth, query }) => paged(req, query, await listRules(ctx, memberOf(auth), query)));
  registerCall(app, 'manager.approvalRules.get', async ({ ctx, auth, params }) => ({ data: await getRule(ctx, memberOf(auth), params.id) }));
  registerCall(app, 'manager.approvalRules.create', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const data = await createRule(ctx, memberOf(auth), body, () => confirmOtp(auth.user), req);
    reply.code(201);
    return { data, message: 'Approval rule added.' };
  });
  registerCall(app, 'manager.approvalRules.update', async ({ ctx, req, auth, params, body, confirmOtp }) =>
    ({ data: await updateRule(ctx, memberOf(auth), params.id, body, () => confirmOtp(auth.user), req), message: 'Approval rule changed.' }));
  registerCall(app, 'manager.approvalRules.delete', async ({ ctx, req, auth, params, confirmOtp }) =>
    ({ data: await deleteRule(ctx, memberOf(auth), params.id, () => confirmOtp(auth.user), req), message: 'Approval rule removed.' }));

  registerCall(app, 'manager.approvalSettings.get', async ({ ctx, auth }) => ({ data: await getApprovalSettings(ctx, memberOf(auth)) }));
  registerCall(app, 'manager.approvalSettings.update', async ({ ctx, req, auth, body, confirmOtp }) =>
    ({ data: await updateApprovalSettings(ctx, memberOf(auth), body, () => confirmOtp(auth.user), req), message: 'Approval settings saved.' }));

  registerCall(app, 'manager.approvals.list', async ({ ctx, req, auth, query }) => paged(req, query, await listApprovals(ctx, memberOf(auth), query)));
  registerCall(app, 'manager.approvals.get', async ({ ctx, auth, params }) => ({ data: await oneApproval(ctx, memberOf(auth), params.id) }));
  registerCall(app, 'manager.approvals.approve', async ({ ctx, req, auth, body, confirmOtp }) =>
    approvePayments(ctx, memberOf(auth), body.ids, (payload) => confirmOtp(auth.user, payload), req));
  registerCall(app, 'manager.approvals.reject', async ({ ctx, req, auth, body, confirmOtp }) =>
    rejectPayments(ctx, memberOf(auth), body.ids, body.reason, (payload) => confirmOtp(auth.user, payload), req));
};

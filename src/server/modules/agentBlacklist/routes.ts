import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { AGENT_TIMELINE_CLASS } from '../beneficiaries/audit';
import { type AgentRow, agentName, beneficiaryResource } from '../beneficiaries/resource';
import { offsetOf, paginationMeta } from '../../http/paging';

export const BLACKLIST_MESSAGES = {
  notFound: 'Transaction agent not found.',
  noIban: 'Only an agent with an IBAN can be blacklisted: deposits name their sender by IBAN.',
  blacklisted: 'The transaction agent is blacklisted.',
  lifted: 'The transaction agent is no longer blacklisted.',
  unchanged: 'Nothing changed.',
} as const;

const adminAgentResource = (a: AgentRow) => ({
  ...beneficiaryResource(a),
  company_id: a.company_id,
  blacklisted: a.blacklisted_at !== null,
  blacklisted_at: a.blacklisted_at,
  blacklisted_by: a.blacklisted_by,
  blacklist_reason: a.blacklist_reason,
});

/** The bank's blacklist of transaction agents (administrators); its effect is in ./recall.ts. */
export const registerAgentBlacklistRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.agents.list', async ({ ctx, req, query }) => {
    let q = ctx.db.selectFrom('transaction_agents').where('deleted_at', 'is', null);
    if (query.iban) q = q.where('iban', '=', query.iban);
    if (query.company_id !== undefined) q = q.where('company_id', '=', query.company_id);
    if (query.blacklisted !== undefined) q = q.where('blacklisted_at', query.blacklisted ? 'is not' : 'is', null);
    const total = Number((await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = await q.selectAll().orderBy('id').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: rows.map(adminAgentResource), meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.agents.blacklist', async ({ ctx, req, auth, params, body, confirmOtp }) => {
    const agent = await ctx.db.selectFrom('transaction_agents').selectAll().where('id', '=', params.id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!agent) throw notFound(BLACKLIST_MESSAGES.notFound);
    if (body.blacklisted && !agent.iban) throw fieldError('id', BLACKLIST_MESSAGES.noIban);
    const reason = body.blacklisted ? (body.reason ?? null) : null;
    await confirmOtp(auth.user);
    if ((agent.blacklisted_at !== null) === body.blacklisted && agent.blacklist_reason === reason) return { data: adminAgentResource(agent), message: BLACKLIST_MESSAGES.unchanged };
    const at = nowIso(ctx.now());
    const values = body.blacklisted
      ? { blacklisted_at: agent.blacklisted_at ?? at, blacklisted_by: auth.user.id, blacklist_reason: reason, updated_at: at }
      : { blacklisted_at: null, blacklisted_by: null, blacklist_reason: null, updated_at: at };
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx.updateTable('transaction_agents').set(values).where('id', '=', agent.id).returningAll().executeTakeFirstOrThrow();
      // companyId null: the customer's own activity log does not tip it off about a compliance action.
      await recordActivity(ctx, req, {
        type: body.blacklisted ? 'admin.agent_blacklisted' : 'admin.agent_blacklist_lifted', userId: auth.user.id, companyId: null,
        description: `Transaction agent ${agentName(agent)} (#${agent.id}) ${body.blacklisted ? 'blacklisted' : 'removed from the blacklist'}`,
        meta: { agent_id: agent.id, company_id: agent.company_id, iban: agent.iban, reason },
        timeline: {
          entityClass: AGENT_TIMELINE_CLASS, entityId: agent.id, event: body.blacklisted ? 'blacklisted' : 'blacklist_lifted',
          changes: { blacklisted: { old: agent.blacklisted_at !== null, new: body.blacklisted }, blacklist_reason: { old: agent.blacklist_reason, new: reason } },
        },
      }, trx);
      return row;
    });
    return { data: adminAgentResource(updated), message: body.blacklisted ? BLACKLIST_MESSAGES.blacklisted : BLACKLIST_MESSAGES.lifted };
  });
};

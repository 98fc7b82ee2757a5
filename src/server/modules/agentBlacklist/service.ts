import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import type { ConfirmOtp } from '../../auth/otpGuard';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { AGENT_TIMELINE_CLASS } from '../beneficiaries/audit';
import { countLiveAgents, liveAgent, liveAgentsPage, setAgentBlacklist } from '../beneficiaries/blacklistQueries';
import { type AgentRow, agentName, beneficiaryResource } from '../beneficiaries/resource';

/** The bank's blacklist of transaction agents (administrators); its effect is in ./recall.ts. */

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

export type AdminAgent = ReturnType<typeof adminAgentResource>;

export const listAgents = async (ctx: AppContext, query: CallOutput<'admin.agents.list', 'query'>): Promise<{ data: AdminAgent[]; total: number }> => {
  const filter = { iban: query.iban, companyId: query.company_id, blacklisted: query.blacklisted };
  const total = await countLiveAgents(ctx.db, filter);
  return { data: (await liveAgentsPage(ctx.db, filter, query.page, query.per_page)).map(adminAgentResource), total };
};

/** Puts an agent on the blacklist (with a reason) or lifts it; a one-time code confirms it. */
export const setBlacklisted = async (
  ctx: AppContext,
  req: FastifyRequest,
  auth: AuthState,
  id: number,
  body: CallOutput<'admin.agents.blacklist', 'body'>,
  confirmOtp: ConfirmOtp,
): Promise<{ data: AdminAgent; message: string }> => {
  const agent = await liveAgent(ctx.db, id);
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
    const row = await setAgentBlacklist(trx, agent.id, values);
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
};

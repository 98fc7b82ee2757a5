import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { actingAdminOf } from '../../auth/actingAdmin';
import type { Database } from '../../db/schema';
import type { AgentRow } from './resource';
import type { BeneficiaryFields } from './validation';

export type AgentEvent = 'created' | 'updated' | 'deleted';

/** Entity class of beneficiaries in the timeline. */
export const AGENT_TIMELINE_CLASS = 'transaction_agent';

type Changes = Record<string, { old: unknown; new: unknown }>;

/** Field-by-field differences (a payee's IBAN change is the first thing an investigation looks for). */
export const agentChanges = (before: Partial<AgentRow> | null, after: Partial<BeneficiaryFields> | null): Changes => {
  const out: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key === 'id' || key === 'company_id' || key.endsWith('_at')) continue;
    const oldValue = (before as Record<string, unknown> | null)?.[key] ?? null;
    const newValue = (after as Record<string, unknown> | null)?.[key] ?? null;
    if (oldValue !== newValue) out[key] = { old: oldValue, new: newValue };
  }
  return out;
};

/** Writes the activity log line and the timeline event of a beneficiary change (inside the caller's transaction). */
export const recordAgentEvent = async (
  db: Kysely<Database>,
  req: FastifyRequest,
  e: { event: AgentEvent; agentId: number; name: string; userId: number; companyId: number; changes: Changes; at: string },
): Promise<void> => {
  await db
    .insertInto('activities')
    .values({
      user_id: e.userId,
      company_id: e.companyId,
      type: `beneficiary.${e.event}`,
      description: `Beneficiary ${e.name} (#${e.agentId}) ${e.event}`,
      ip: req.ip,
      user_agent: req.headers['user-agent']?.slice(0, 500) ?? null,
      meta: JSON.stringify({ agent_id: e.agentId, fields: Object.keys(e.changes) }),
      acting_admin_id: actingAdminOf(db),
      created_at: e.at,
    })
    .execute();
  await db
    .insertInto('timeline_events')
    .values({ entity_class: AGENT_TIMELINE_CLASS, entity_id: e.agentId, event: e.event, changes: JSON.stringify(e.changes), user_id: e.userId, acting_admin_id: actingAdminOf(db), created_at: e.at })
    .execute();
};

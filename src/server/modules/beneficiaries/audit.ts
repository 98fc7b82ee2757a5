import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { recordActivity } from '../activityLogs/record';
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

/**
 * Writes the activity log line and the timeline event of a beneficiary change (inside the caller's
 * transaction `db`), through the activity log (activityLogs/record.ts).
 */
export const recordAgentEvent = async (
  ctx: AppContext,
  db: Kysely<Database>,
  req: FastifyRequest,
  e: { event: AgentEvent; agentId: number; name: string; userId: number; companyId: number; changes: Changes },
): Promise<void> => {
  await recordActivity(
    ctx,
    req,
    {
      type: `beneficiary.${e.event}`,
      userId: e.userId,
      companyId: e.companyId,
      description: `Beneficiary ${e.name} (#${e.agentId}) ${e.event}`,
      meta: { agent_id: e.agentId, fields: Object.keys(e.changes) },
      timeline: { entityClass: AGENT_TIMELINE_CLASS, entityId: e.agentId, event: e.event, changes: e.changes },
    },
    db,
  );
};

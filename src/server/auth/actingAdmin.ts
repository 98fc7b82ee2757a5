import type { QueryExecutor } from 'kysely';
import { callScopeOf } from '../db/writeGate';

/**
 * The admin acting as the signed-in user of the API call whose database handle `db` is (or a
 * transaction begun on it): every audit record the call writes (activities, timeline events, transaction
 * events) names that admin beside the user, however deep in a service it is written. http/route.ts puts
 * it on the handler's context (db/writeGate.ts, CallScope) from the act-as token; code that records
 * outside the handler (an onSend hook) builds such a context itself. null outside act-as, and outside
 * calls (jobs, seed).
 */
export const actingAdminOf = (db: { getExecutor(): QueryExecutor }): number | null => callScopeOf(db)?.actingAdminId ?? null;

import type { Kysely } from 'kysely';
import { actingAdminOf } from '../../auth/actingAdmin';
import type { Database } from '../../db/schema';

export type TimelineChanges = Record<string, { old: unknown; new: unknown }>;

/** What a write tells the admin timeline: which record, what happened, the fields it changed and who did it. */
export type TimelineEntry = { entityClass: string; entityId: number; event: string; changes?: TimelineChanges; userId: number | null; at: string };

/** Appends one event to the timeline of a record (timeline classes: modules/timeline/classes.ts); under act-as it names the acting admin. */
export const recordTimeline = async (db: Kysely<Database>, e: TimelineEntry): Promise<void> => {
  await db
    .insertInto('timeline_events')
    .values({ entity_class: e.entityClass, entity_id: e.entityId, event: e.event, changes: JSON.stringify(e.changes ?? {}), user_id: e.userId, acting_admin_id: actingAdminOf(db), created_at: e.at })
    .execute();
};

/** The fields whose values differ between two versions of a record (keys of `after` only). */
export const fieldChanges = (before: Record<string, unknown>, after: Record<string, unknown>): TimelineChanges => {
  const out: TimelineChanges = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key] ?? null;
    if (old !== value) out[key] = { old, new: value };
  }
  return out;
};

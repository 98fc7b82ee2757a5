import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { ActivityType } from '../../../contract/enums';
import { actingAdminOf } from '../../auth/actingAdmin';
import type { AppContext } from '../../context';
import { allKeys, preparedDeferred } from '../../db/prepared';
import type { ActivitiesTable, Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { recordTimeline, type TimelineChanges } from '../timeline/record';

export type { ActivityType };

type NewActivity = Required<Omit<Insertable<ActivitiesTable>, 'id'>>;
/** Compiled once: nearly every write of the API records one (sent with the next statement inside a PostgreSQL transaction: db/deferredWrites.ts). */
const insertActivity = preparedDeferred(allKeys<NewActivity>()(['user_id', 'company_id', 'type', 'description', 'ip', 'user_agent', 'meta', 'acting_admin_id', 'created_at']), (db, v: NewActivity) =>
  db.insertInto('activities').values(v),
);

/**
 * Appends to the activity log that managers and admins read; with `timeline`, also to the admin
 * timeline of the record the write changed (modules/timeline), by the same user at the same time.
 * Under act-as both name the acting admin too (`acting_admin_id`). Pass the database transaction of the
 * change as `db` so the entry is written with it, or not at all.
 */
export const recordActivity = async (
  ctx: AppContext,
  /** The request that made the change; null for a job's (an approval's expiry: no address, no agent). */
  req: FastifyRequest | null,
  entry: {
    type: ActivityType;
    userId: number | null;
    companyId: number | null;
    description: string;
    meta?: Record<string, unknown>;
    timeline?: { entityClass: string; entityId: number; event: string; changes?: TimelineChanges };
  },
  db: Kysely<Database> = ctx.db,
): Promise<void> => {
  if (entry.timeline) await recordTimeline(db, { ...entry.timeline, userId: entry.userId, at: nowIso(ctx.now()) });
  await insertActivity(db, {
    user_id: entry.userId,
    company_id: entry.companyId,
    type: entry.type,
    description: entry.description,
    ip: req?.ip ?? null,
    user_agent: req?.headers['user-agent']?.slice(0, 500) ?? null,
    meta: entry.meta ? JSON.stringify(entry.meta) : null,
    acting_admin_id: actingAdminOf(db),
    created_at: nowIso(ctx.now()),
  });
};

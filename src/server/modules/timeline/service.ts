import type { CallOutput } from '../../../contract/calls';
import type { TimelineEntity, TimelineEvent } from '../../../contract/entities';
import type { AppContext } from '../../context';
import { parseJson } from '../../db/values';
import { notFound } from '../../domain/errors';
import { transactionEventsPage } from '../transactions/lookups';
import { userRefs } from '../users/userRefs';
import { TIMELINE_CLASSES, timelineClass } from './classes';
import type { TimelineClass } from './types';

/** Admin timelines (document 1 section 2.2; document 2 "timeline: entities, entity-classes, view, list, pull"). */

/** A pull answers at most this many newer events (the page reloads the list when there are more). */
const PULL_LIMIT = 100;

const classOf = (slug: string): TimelineClass => {
  const found = timelineClass(slug);
  if (!found) throw notFound('Timeline entity class not found.');
  return found;
};

/** The record must exist: an unknown id is a 404, not an empty timeline. */
const existing = async (ctx: AppContext, c: TimelineClass, id: number): Promise<string> => {
  const label = await c.label(ctx, id);
  if (label === null) throw notFound('Record not found.');
  return label;
};

type Raw = { id: number; event: string; changes: TimelineEvent['changes']; userId: number | null; actingAdminId: number | null; at: string };

const toEvents = async (ctx: AppContext, c: TimelineClass, entityId: number, raw: Raw[]): Promise<TimelineEvent[]> => {
  const users = await userRefs(ctx, raw.flatMap((r) => [r.userId, r.actingAdminId]));
  const ref = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return raw.map((r) => ({
    id: r.id, entity_class: c.slug, entity_id: entityId, event: r.event, changes: r.changes, user: ref(r.userId),
    // Done while an admin acted as the user: "by admin X acting as Y".
    acting_admin_id: r.actingAdminId, acting_admin: ref(r.actingAdminId), created_at: r.at,
  }));
};

/** Events of one record, newest first, after `afterId` when given (pull). A transaction's are its own history. */
const eventsOf = async (ctx: AppContext, c: TimelineClass, id: number, range: { afterId?: number; limit: number; offset: number }): Promise<{ raw: Raw[]; total: number }> => {
  if (c.events === 'transaction') {
    const { rows, total } = await transactionEventsPage(ctx.db, id, range);
    const raw = rows.map((r): Raw => ({ id: r.id, event: r.status, changes: r.comment ? { comment: { old: null, new: r.comment } } : {}, userId: r.user_id, actingAdminId: r.acting_admin_id, at: r.created_at }));
    return { raw, total };
  }
  let q = ctx.db.selectFrom('timeline_events').where('entity_class', '=', c.slug).where('entity_id', '=', id);
  if (range.afterId !== undefined) q = q.where('id', '>', range.afterId);
  const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await q.selectAll().orderBy('id', 'desc').limit(range.limit).offset(range.offset).execute();
  const raw = rows.map((r) => ({ id: r.id, event: r.event, changes: parseJson<TimelineEvent['changes']>(r.changes, {}), userId: r.user_id, actingAdminId: r.acting_admin_id, at: r.created_at }));
  return { raw, total };
};

export const entityClasses = (): { name: string; slug: string }[] => TIMELINE_CLASSES.map((c) => ({ name: c.name, slug: c.slug }));

export const entities = async (ctx: AppContext, query: CallOutput<'admin.timeline.entities', 'query'>): Promise<{ data: TimelineEntity[]; total: number }> =>
  classOf(query.entity_class).list(ctx, { page: query.page, per_page: query.per_page, search: query.search ?? undefined });

export const viewEntity = async (ctx: AppContext, query: CallOutput<'admin.timeline.view', 'query'>) => {
  const c = classOf(query.entity_class);
  const fields = await c.view(ctx, query.id);
  if (!fields) throw notFound('Record not found.');
  return { entity_class: c.slug, id: query.id, label: await existing(ctx, c, query.id), fields };
};

export const timelinePage = async (ctx: AppContext, query: CallOutput<'admin.timeline.list', 'query'>): Promise<{ data: TimelineEvent[]; total: number }> => {
  const c = classOf(query.entity_class);
  await existing(ctx, c, query.id);
  const { raw, total } = await eventsOf(ctx, c, query.id, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  return { data: await toEvents(ctx, c, query.id, raw), total };
};

/** The events newer than the last one the page shows. */
export const pullTimeline = async (ctx: AppContext, query: CallOutput<'admin.timeline.pull', 'query'>): Promise<TimelineEvent[]> => {
  const c = classOf(query.entity_class);
  await existing(ctx, c, query.id);
  const { raw } = await eventsOf(ctx, c, query.id, { afterId: query.after, limit: PULL_LIMIT, offset: 0 });
  return toEvents(ctx, c, query.id, raw);
};

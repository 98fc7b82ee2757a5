import { type SqlBool, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { adminContentCalls } from '../../../contract/calls/adminContent';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { offsetOf, paginationMeta } from '../../http/paging';
import { announcementResource, findAnnouncement } from './resource';

type ListQuery = z.output<(typeof adminContentCalls)['admin.announcements.list']['query']>;
type Body = z.output<(typeof adminContentCalls)['admin.announcements.create']['body']>;

/** Contract sort names to columns (`content` is stored as `body`, `is_published` as `enabled`). */
const SORT_COLUMNS = { id: 'id', title: 'title', is_published: 'enabled', starts_at: 'starts_at', ends_at: 'ends_at', created_at: 'created_at', updated_at: 'updated_at' } as const;

const likePattern = (text: string): string => `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

const adminFiltered = (ctx: AppContext, q: ListQuery) => {
  let query = ctx.db.selectFrom('announcements');
  const term = q.search?.trim();
  if (term) {
    const p = likePattern(term);
    query = query.where((eb) => eb.or([sql<SqlBool>`lower(title) like ${p} escape '!'`, sql<SqlBool>`lower(body) like ${p} escape '!'`]));
  }
  if (q.is_published !== undefined) query = query.where('enabled', '=', q.is_published ? 1 : 0);
  return query;
};

/** Published and within its days today (UTC): what managers see. */
const currentFor = (ctx: AppContext) => {
  const today = ctx.now().toISOString().slice(0, 10);
  return ctx.db
    .selectFrom('announcements')
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', today)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>=', today)]));
};

const columns = (body: Body) => ({
  title: body.title,
  body: body.content,
  enabled: body.is_published ? 1 : 0,
  starts_at: body.starts_at ?? null,
  ends_at: body.ends_at ?? null,
});

/** Admin CRUD of announcements (each write in the activity log) and the managers' current ones. */
export const registerAnnouncementRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.announcements.list', async ({ ctx, req, query }) => {
    const count = await adminFiltered(ctx, query).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const order = query.order ?? 'desc';
    const rows = await adminFiltered(ctx, query)
      .selectAll()
      .orderBy(SORT_COLUMNS[query.sort ?? 'created_at'], order)
      .orderBy('id', order)
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page))
      .execute();
    return { data: rows.map(announcementResource), meta: paginationMeta(req, query.page, query.per_page, Number(count?.n ?? 0)) };
  });

  registerCall(app, 'admin.announcements.get', async ({ ctx, params }) => ({ data: announcementResource(await findAnnouncement(ctx, params.id)) }));

  registerCall(app, 'admin.announcements.create', async ({ ctx, req, reply, auth, body }) => {
    const now = nowIso(ctx.now());
    const row = await ctx.db.insertInto('announcements').values({ ...columns(body), audience: 'all', created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
    await recordActivity(ctx, req, { type: 'admin.announcement_created', userId: auth.user.id, companyId: null, description: `Announcement #${row.id} created`, meta: { announcement_id: row.id } });
    reply.code(201);
    return { data: announcementResource(row), message: 'Announcement created successfully.' };
  });

  registerCall(app, 'admin.announcements.update', async ({ ctx, req, auth, params, body }) => {
    const before = await findAnnouncement(ctx, params.id);
    await ctx.db.updateTable('announcements').set({ ...columns(body), updated_at: nowIso(ctx.now()) }).where('id', '=', before.id).execute();
    await recordActivity(ctx, req, { type: 'admin.announcement_updated', userId: auth.user.id, companyId: null, description: `Announcement #${before.id} updated`, meta: { announcement_id: before.id } });
    return { data: announcementResource(await findAnnouncement(ctx, before.id)), message: 'Announcement updated successfully.' };
  });

  registerCall(app, 'admin.announcements.delete', async ({ ctx, req, auth, params }) => {
    const row = await findAnnouncement(ctx, params.id);
    await ctx.db.deleteFrom('announcements').where('id', '=', row.id).execute();
    await recordActivity(ctx, req, { type: 'admin.announcement_deleted', userId: auth.user.id, companyId: null, description: `Announcement #${row.id} deleted`, meta: { announcement_id: row.id } });
    return { message: 'Announcement deleted successfully.' };
  });

  registerCall(app, 'manager.announcements.list', async ({ ctx, req, query }) => {
    const count = await currentFor(ctx).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await currentFor(ctx).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: rows.map(announcementResource), meta: paginationMeta(req, query.page, query.per_page, Number(count?.n ?? 0)) };
  });
};

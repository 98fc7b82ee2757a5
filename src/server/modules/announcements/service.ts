import type { FastifyRequest } from 'fastify';
import { type SqlBool, sql } from 'kysely';
import type { CallOutput } from '../../../contract/calls';
import type { Announcement } from '../../../contract/entities';
import type { AppContext, AuthState } from '../../context';
import { nowIso } from '../../db/values';
import { notFound } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { type AnnouncementRow, announcementResource } from './resource';

/** Admin CRUD of announcements (each write in the activity log) and the managers' current ones. */

type ListQuery = CallOutput<'admin.announcements.list', 'query'>;
type Body = CallOutput<'admin.announcements.create', 'body'>;
type Page = { page: number; per_page: number };

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

const findAnnouncement = async (ctx: AppContext, id: number): Promise<AnnouncementRow> => {
  const row = await ctx.db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Announcement not found.');
  return row;
};

export const listAnnouncements = async (ctx: AppContext, query: ListQuery): Promise<{ data: Announcement[]; total: number }> => {
  const count = await adminFiltered(ctx, query).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const order = query.order ?? 'desc';
  const rows = await adminFiltered(ctx, query)
    .selectAll()
    .orderBy(SORT_COLUMNS[query.sort ?? 'created_at'], order)
    .orderBy('id', order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { data: rows.map(announcementResource), total: Number(count?.n ?? 0) };
};

export const getAnnouncement = async (ctx: AppContext, id: number): Promise<Announcement> => announcementResource(await findAnnouncement(ctx, id));

export const createAnnouncement = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, body: Body): Promise<{ data: Announcement; message: string }> => {
  const now = nowIso(ctx.now());
  const row = await ctx.db.insertInto('announcements').values({ ...columns(body), audience: 'all', created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
  await recordActivity(ctx, req, { type: 'admin.announcement_created', userId: auth.user.id, companyId: null, description: `Announcement #${row.id} created`, meta: { announcement_id: row.id } });
  return { data: announcementResource(row), message: 'Announcement created successfully.' };
};

export const updateAnnouncement = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number, body: Body): Promise<{ data: Announcement; message: string }> => {
  const before = await findAnnouncement(ctx, id);
  await ctx.db.updateTable('announcements').set({ ...columns(body), updated_at: nowIso(ctx.now()) }).where('id', '=', before.id).execute();
  await recordActivity(ctx, req, { type: 'admin.announcement_updated', userId: auth.user.id, companyId: null, description: `Announcement #${before.id} updated`, meta: { announcement_id: before.id } });
  return { data: await getAnnouncement(ctx, before.id), message: 'Announcement updated successfully.' };
};

export const deleteAnnouncement = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number): Promise<{ message: string }> => {
  const row = await findAnnouncement(ctx, id);
  await ctx.db.deleteFrom('announcements').where('id', '=', row.id).execute();
  await recordActivity(ctx, req, { type: 'admin.announcement_deleted', userId: auth.user.id, companyId: null, description: `Announcement #${row.id} deleted`, meta: { announcement_id: row.id } });
  return { message: 'Announcement deleted successfully.' };
};

/** The announcements managers see now, newest first. */
export const currentAnnouncements = async (ctx: AppContext, page: Page): Promise<{ data: Announcement[]; total: number }> => {
  const count = await currentFor(ctx).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await currentFor(ctx).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.per_page).offset((page.page - 1) * page.per_page).execute();
  return { data: rows.map(announcementResource), total: Number(count?.n ?? 0) };
};

import { sql } from 'kysely';
import { containsText } from '../../db/like';
import { offsetOf } from '../../http/paging';
import type { TimelineClass } from '../timeline/types';

/** The users on the admin timeline: each user is a record, the writes that changed it its events. */
export const userTimelineClass: TimelineClass = {
  slug: 'user',
  name: 'Users',
  events: 'timeline',
  list: async (ctx, p) => {
    let q = ctx.db.selectFrom('users');
    if (p.search) q = q.where((eb) => eb.or([containsText(sql`email`, p.search ?? ''), containsText(sql`first_name || ' ' || last_name`, p.search ?? '')]));
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q.select(['id', 'first_name', 'last_name', 'email', 'created_at']).orderBy('id', 'desc').limit(p.per_page).offset(offsetOf(p.page, p.per_page)).execute();
    return { total, data: rows.map((r) => ({ id: r.id, label: `${r.first_name} ${r.last_name}`.trim(), secondary: r.email, created_at: r.created_at })) };
  },
  view: async (ctx, id) => {
    const r = await ctx.db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'phone', 'role', 'company_id', 'enabled', 'totp_enabled', 'email_verified_at', 'created_at', 'updated_at']).where('id', '=', id).executeTakeFirst();
    return r ? { ...r, enabled: r.enabled === 1, totp_enabled: r.totp_enabled === 1 } : null;
  },
  label: async (ctx, id) => {
    const r = await ctx.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirst();
    return r ? `${r.first_name} ${r.last_name}`.trim() : null;
  },
};

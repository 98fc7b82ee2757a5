import { sql } from 'kysely';
import { containsText } from '../../db/like';
import { offsetOf } from '../../http/paging';
import type { TimelineClass } from '../timeline/types';

/** The companies on the admin timeline: each company is a record, the writes that changed it its events. */
export const companyTimelineClass: TimelineClass = {
  slug: 'company',
  name: 'Companies',
  events: 'timeline',
  list: async (ctx, p) => {
    let q = ctx.db.selectFrom('companies');
    if (p.search) q = q.where(containsText(sql`name`, p.search));
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q.select(['id', 'name', 'legal_type', 'created_at']).orderBy('id', 'desc').limit(p.per_page).offset(offsetOf(p.page, p.per_page)).execute();
    return { total, data: rows.map((r) => ({ id: r.id, label: r.name, secondary: r.legal_type, created_at: r.created_at })) };
  },
  view: async (ctx, id) => {
    const r = await ctx.db.selectFrom('companies').select(['id', 'name', 'legal_type', 'enabled', 'country', 'payment_service_status', 'features', 'created_at', 'updated_at']).where('id', '=', id).executeTakeFirst();
    return r ? { ...r, enabled: r.enabled === 1, features: String(r.features) } : null;
  },
  label: async (ctx, id) => (await ctx.db.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirst())?.name ?? null,
};

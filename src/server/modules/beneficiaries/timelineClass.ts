import { sql } from 'kysely';
import { containsText } from '../../db/like';
import { offsetOf } from '../../http/paging';
import type { TimelineClass } from '../timeline/types';
import { AGENT_TIMELINE_CLASS } from './audit';

/** The label the timeline has always shown (not resource.ts agentName, which falls back to the company name). */
const agentName = (r: { legal_type: string; company_name: string | null; first_name: string | null; last_name: string | null }) =>
  r.legal_type === 'company' ? (r.company_name ?? '') : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();

/** The beneficiaries (transaction agents) on the admin timeline (modules/timeline): each is a record. */
export const agentTimelineClass: TimelineClass = {
  slug: AGENT_TIMELINE_CLASS,
  name: 'Beneficiaries',
  events: 'timeline',
  list: async (ctx, p) => {
    let q = ctx.db.selectFrom('transaction_agents');
    if (p.search) q = q.where((eb) => eb.or([containsText(sql`coalesce(company_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')`, p.search ?? ''), containsText(sql`coalesce(iban, '')`, p.search ?? '')]));
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q.select(['id', 'legal_type', 'company_name', 'first_name', 'last_name', 'iban', 'created_at']).orderBy('id', 'desc').limit(p.per_page).offset(offsetOf(p.page, p.per_page)).execute();
    return { total, data: rows.map((r) => ({ id: r.id, label: agentName(r), secondary: r.iban, created_at: r.created_at })) };
  },
  view: async (ctx, id) => {
    const r = await ctx.db.selectFrom('transaction_agents').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? { ...r } : null;
  },
  label: async (ctx, id) => {
    const r = await ctx.db.selectFrom('transaction_agents').select(['legal_type', 'company_name', 'first_name', 'last_name']).where('id', '=', id).executeTakeFirst();
    return r ? agentName(r) : null;
  },
};

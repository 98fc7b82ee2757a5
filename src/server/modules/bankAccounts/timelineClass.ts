import { sql } from 'kysely';
import { containsText } from '../../db/like';
import { minor } from '../../db/values';
import { offsetOf } from '../../http/paging';
import { formatMinor } from '../../ledger/money';
import type { TimelineClass } from '../timeline/types';

/** The customer accounts on the admin timeline (modules/timeline): each account is a record. */
export const bankAccountTimelineClass: TimelineClass = {
  slug: 'bank_account',
  name: 'Bank Accounts',
  events: 'timeline',
  list: async (ctx, p) => {
    let q = ctx.db.selectFrom('bank_accounts').where('owner_kind', '=', 'customer');
    if (p.search) q = q.where((eb) => eb.or([containsText(sql`name`, p.search ?? ''), containsText(sql`coalesce(iban, '')`, p.search ?? ''), containsText(sql`currency`, p.search ?? '')]));
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q.select(['id', 'name', 'currency', 'iban', 'created_at']).orderBy('id', 'desc').limit(p.per_page).offset(offsetOf(p.page, p.per_page)).execute();
    return { total, data: rows.map((r) => ({ id: r.id, label: `${r.name} (${r.currency})`, secondary: r.iban, created_at: r.created_at })) };
  },
  view: async (ctx, id) => {
    const r = await ctx.db.selectFrom('bank_accounts').select(['id', 'company_id', 'name', 'currency', 'iban', 'account_number', 'bic', 'selected', 'balance', 'reserved', 'sub_unit', 'created_at', 'updated_at']).where('id', '=', id).where('owner_kind', '=', 'customer').executeTakeFirst();
    if (!r) return null;
    const { sub_unit: sub, ...rest } = r;
    return { ...rest, selected: r.selected === 1, balance: formatMinor(minor(r.balance), sub), reserved: formatMinor(minor(r.reserved), sub) };
  },
  label: async (ctx, id) => {
    const r = await ctx.db.selectFrom('bank_accounts').select(['name', 'currency']).where('id', '=', id).where('owner_kind', '=', 'customer').executeTakeFirst();
    return r ? `${r.name} (${r.currency})` : null;
  },
};

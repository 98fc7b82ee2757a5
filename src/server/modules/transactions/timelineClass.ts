import { sql } from 'kysely';
import { containsText } from '../../db/like';
import { minor } from '../../db/values';
import { offsetOf } from '../../http/paging';
import { formatMinor } from '../../ledger/money';
import type { TimelineClass } from '../timeline/types';

/** The transactions on the admin timeline (modules/timeline): each is a record, its status history its events. */
export const transactionTimelineClass: TimelineClass = {
  slug: 'transaction',
  name: 'Transactions',
  events: 'transaction',
  list: async (ctx, p) => {
    let q = ctx.db.selectFrom('transactions');
    if (p.search) q = q.where((eb) => eb.or([containsText(sql`coalesce(source_reference, '')`, p.search ?? ''), containsText(sql`coalesce(beneficiary_name, '')`, p.search ?? '')]));
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q.select(['id', 'source_reference', 'type', 'status', 'created_at']).orderBy('id', 'desc').limit(p.per_page).offset(offsetOf(p.page, p.per_page)).execute();
    return { total, data: rows.map((r) => ({ id: r.id, label: r.source_reference ?? `#${r.id}`, secondary: `${r.type} · ${r.status}`, created_at: r.created_at })) };
  },
  view: async (ctx, id) => {
    const r = await ctx.db
      .selectFrom('transactions')
      .innerJoin('bank_accounts', 'bank_accounts.id', 'transactions.bank_account_id')
      .select(['transactions.id', 'transactions.company_id', 'transactions.source_reference', 'transactions.type', 'transactions.status', 'transactions.currency', 'transactions.amount', 'transactions.fee_amount', 'transactions.beneficiary_name', 'transactions.transfer_service', 'transactions.bank_account_id', 'transactions.to_account_id', 'transactions.created_at', 'transactions.updated_at', 'bank_accounts.sub_unit'])
      .where('transactions.id', '=', id)
      .executeTakeFirst();
    if (!r) return null;
    const { sub_unit: sub, ...rest } = r;
    return { ...rest, amount: formatMinor(minor(r.amount), sub), fee_amount: formatMinor(minor(r.fee_amount), sub) };
  },
  label: async (ctx, id) => {
    const r = await ctx.db.selectFrom('transactions').select(['id', 'source_reference']).where('id', '=', id).executeTakeFirst();
    return r ? (r.source_reference ?? `#${r.id}`) : null;
  },
};

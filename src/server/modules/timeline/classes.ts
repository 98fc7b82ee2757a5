import { sql } from 'kysely';
import { containsText } from '../../db/like';
import { minor } from '../../db/values';
import { formatMinor } from '../../ledger/money';
import { offsetOf } from '../../http/paging';
import { AGENT_TIMELINE_CLASS } from '../beneficiaries/audit';
import { settingTimelineClass } from '../settings/timelineClass';
import type { TimelineClass } from './types';

const userClass: TimelineClass = {
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

const companyClass: TimelineClass = {
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

const bankAccountClass: TimelineClass = {
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

const transactionClass: TimelineClass = {
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

const agentName = (r: { legal_type: string; company_name: string | null; first_name: string | null; last_name: string | null }) =>
  r.legal_type === 'company' ? (r.company_name ?? '') : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();

const agentClass: TimelineClass = {
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

/** The entity classes, in the admin menu's order. */
export const TIMELINE_CLASSES: readonly TimelineClass[] = [userClass, companyClass, bankAccountClass, transactionClass, agentClass, settingTimelineClass];

export const timelineClass = (slug: string): TimelineClass | undefined => TIMELINE_CLASSES.find((c) => c.slug === slug);

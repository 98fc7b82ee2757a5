import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { BankAccountIntegrity } from '../../../contract/entities';
import type { IntegrityCheckStatus } from '../../../contract/enums';
import { minor, nowIso } from '../../db/values';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { currencyInfo } from '../../ledger/currencies';
import { checkAccount, recordCheck } from '../../ledger/integrity';
import { formatMinor } from '../../ledger/money';
import { openAccount } from '../../ledger/accounts';
import { currencyEnabled, readSettings } from '../../ledger/settings';
import { buildTransferMap } from '../../ledger/transferMap';
import { draftEnv } from '../transactions/drafts';
import { computeGrandTotal } from '../transactions/grandTotal';
import { offsetOf, paginationMeta } from '../../http/paging';
import { companyOf } from '../../http/caller';
import { companyAccounts, companyFeature, ownAccount } from './queries';
import { bankAccountRef, bankAccountResources, oneBankAccountResource } from './resource';
import { recordTimeline } from '../timeline/record';
import { noteAccountsUpdated } from '../../ledger/accountChanges';
import { accountTransaction, publishAccountsCreated } from './events';
import { likePattern } from '../../db/like';

/** A company may hold at most this many accounts. */
export const MAX_ACCOUNTS_PER_COMPANY = 20;

export const registerBankAccountRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.bankAccounts.list', async ({ ctx, req, auth, query }) => {
    const company = companyOf(auth);
    let q = ctx.db.selectFrom('bank_accounts').where('company_id', '=', company.id).where('owner_kind', '=', 'customer');
    if (query.currency_type) q = q.where('currency_type', '=', query.currency_type);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q.selectAll().orderBy('selected', 'desc').orderBy('id').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: await bankAccountResources(ctx.db, rows), meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'manager.bankAccounts.get', async ({ ctx, auth, params }) => {
    const a = await ownAccount(ctx.db, companyOf(auth).id, params.id);
    if (!a) throw notFound('Bank account not found.');
    return { data: await oneBankAccountResource(ctx.db, a) };
  });

  registerCall(app, 'manager.bankAccounts.select', async ({ ctx, auth, params }) => {
    const company = companyOf(auth);
    const a = await ownAccount(ctx.db, company.id, params.id);
    if (!a) throw notFound('Bank account not found.');
    const at = nowIso(ctx.now());
    await accountTransaction(ctx, async (trx) => {
      // One default account per currency kind (fiat and crypto forms each start from theirs).
      const unselected = await trx.updateTable('bank_accounts').set({ selected: 0, updated_at: at }).where('company_id', '=', company.id).where('currency_type', '=', a.currency_type).where('selected', '=', 1).where('id', '<>', a.id).returning('id').execute();
      noteAccountsUpdated(trx, unselected.map((r) => r.id));
      if (a.selected !== 1) {
        await trx.updateTable('bank_accounts').set({ selected: 1, updated_at: at }).where('id', '=', a.id).execute();
        noteAccountsUpdated(trx, [a.id]);
      }
      if (a.selected !== 1) await recordTimeline(trx, { entityClass: 'bank_account', entityId: a.id, event: 'selected_as_default', changes: { selected: { old: false, new: true } }, userId: auth.user.id, at });
    });
    const updated = await ownAccount(ctx.db, company.id, a.id);
    if (!updated) throw notFound('Bank account not found.');
    return { data: await oneBankAccountResource(ctx.db, updated), message: 'Default account updated.' };
  });

  registerCall(app, 'manager.bankAccounts.create', async ({ ctx, reply, auth, body }) => {
    const company = companyOf(auth);
    if (!companyFeature(company, 'create_accounts')) throw forbidden('Your company cannot open new accounts.');
    const info = currencyInfo(body.currency);
    const settings = await readSettings(ctx.db);
    if (!currencyEnabled(settings, body.currency, info.type)) throw fieldError('currency', 'The selected currency is not available.');
    if (info.type === 'crypto' && !companyFeature(company, 'crypto')) throw fieldError('currency', 'Crypto accounts need the crypto feature.');
    const count = await ctx.db.selectFrom('bank_accounts').select((eb) => eb.fn.countAll().as('n')).where('company_id', '=', company.id).executeTakeFirst();
    if (Number(count?.n ?? 0) >= MAX_ACCOUNTS_PER_COMPANY) throw fieldError('currency', `A company may hold at most ${MAX_ACCOUNTS_PER_COMPANY} accounts.`);
    const id = await openAccount(ctx.db, { companyId: company.id, companyName: company.name, currency: body.currency, name: body.name, at: ctx.now() });
    const created = await ownAccount(ctx.db, company.id, id);
    if (!created) throw notFound('Bank account not found.');
    await recordTimeline(ctx.db, { entityClass: 'bank_account', entityId: id, event: 'created', changes: { currency: { old: null, new: created.currency }, name: { old: null, new: created.name } }, userId: auth.user.id, at: nowIso(ctx.now()) });
    await publishAccountsCreated(ctx, [id]);
    reply.code(201);
    return { data: await oneBankAccountResource(ctx.db, created), message: 'Account created successfully.' };
  });

  registerCall(app, 'manager.bankAccounts.validateBalance', async ({ ctx, auth, params, query }) => {
    if (query.bank_account_id !== params.id) throw fieldError('bank_account_id', 'The bank account id does not match the account.');
    const env = await draftEnv(ctx, auth.user, companyOf(auth));
    const gt = await computeGrandTotal(env, 'balance', { amount: query.amount, bank_account_id: params.id, transmission_protocol_id: query.transmission_protocol_id });
    return { data: gt };
  });

  registerCall(app, 'manager.accountsTransferMap', async ({ ctx, auth }) => {
    const company = companyOf(auth);
    const settings = await readSettings(ctx.db);
    return { data: buildTransferMap(await companyAccounts(ctx.db, company.id), { settings, crypto: companyFeature(company, 'crypto') }) };
  });

  registerCall(app, 'admin.bankAccounts.list', async ({ ctx, req, query }) => {
    let q = ctx.db.selectFrom('bank_accounts').where('owner_kind', '=', 'customer');
    const companies = query.company_id ?? query.cid;
    if (companies?.length) q = q.where('company_id', 'in', companies);
    if (query.currency) q = q.where('currency', '=', query.currency);
    if (query.search) {
      const p = likePattern(query.search);
      q = q.where((eb) => eb.or((['name', 'iban', 'account_number'] as const).map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', sql`${p} escape '!'`))));
    }
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q.selectAll().orderBy('id').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: await bankAccountResources(ctx.db, rows), meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.integrityChecks.list', async ({ ctx, req, query }) => {
    let q = ctx.db.selectFrom('integrity_checks as c').innerJoin('bank_accounts as a', 'a.id', 'c.bank_account_id');
    if (query.bank_account_id !== undefined) q = q.where('c.bank_account_id', '=', query.bank_account_id);
    if (query.status) q = q.where('c.status', '=', query.status);
    const total = Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await q
      .select(['c.id', 'c.status', 'c.balance', 'c.postings_sum', 'c.finished_at', 'c.created_at', 'a.id as account_id', 'a.name', 'a.currency', 'a.iban', 'a.sub_unit'])
      .orderBy('c.id', 'desc')
      .limit(query.per_page)
      .offset(offsetOf(query.page, query.per_page))
      .execute();
    const data: BankAccountIntegrity[] = rows.map((r) => integrityResource(r));
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.bankAccounts.integrityCheck', async ({ ctx, reply, auth, params }) => {
    const account = await ctx.db.selectFrom('bank_accounts').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!account) throw notFound('Bank account not found.');
    const check = await checkAccount(ctx.db, account.id);
    if (!check) throw notFound('Bank account not found.');
    const id = await recordCheck(ctx.db, check, auth.user.id, ctx.now());
    const row = await ctx.db.selectFrom('integrity_checks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    reply.code(201);
    return {
      data: integrityResource({ ...row, account_id: account.id, name: account.name, currency: account.currency, iban: account.iban, sub_unit: account.sub_unit }),
      message: check.passed ? 'The account passed the integrity check.' : 'The account failed the integrity check.',
    };
  });
};

type IntegrityRow = {
  id: number;
  status: string;
  balance: string | number | bigint | null;
  postings_sum: string | number | bigint | null;
  finished_at: string | null;
  created_at: string;
  account_id: number;
  name: string;
  currency: string;
  iban: string | null;
  sub_unit: number;
};

const integrityResource = (r: IntegrityRow): BankAccountIntegrity => {
  const balance = minor(r.balance);
  const posted = minor(r.postings_sum);
  return {
    id: r.id,
    bank_account: bankAccountRef({ id: r.account_id, name: r.name, currency: r.currency, iban: r.iban }),
    status: (r.status === 'passed' ? 'passed' : 'failed') as IntegrityCheckStatus,
    balance: formatMinor(balance, r.sub_unit),
    postings_sum: formatMinor(posted, r.sub_unit),
    difference: formatMinor(balance - posted, r.sub_unit),
    checked_at: r.finished_at ?? r.created_at,
  };
};

import type { CallOutput } from '../../../contract/calls';
import type { BankAccountIntegrity } from '../../../contract/entities';
import type { IntegrityCheckStatus } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { minor } from '../../db/values';
import { notFound } from '../../domain/errors';
import { offsetOf } from '../../http/paging';
import { checkAccount, recordCheck } from '../../ledger/integrity';
import { formatMinor } from '../../ledger/money';
import { accountById } from './queries';
import { bankAccountRef } from './resource';

/** The integrity checks of single accounts (ledger/integrity.ts) as administrators list and run them. */

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

/** A page of the checks of single accounts, newest first, and how many match. */
export const integrityChecks = async (ctx: AppContext, query: CallOutput<'admin.integrityChecks.list', 'query'>): Promise<{ data: BankAccountIntegrity[]; total: number }> => {
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
  return { data: rows.map((r) => integrityResource(r)), total };
};

/** Checks one account now and records the result (who asked, when). */
export const runIntegrityCheck = async (ctx: AppContext, accountId: number, userId: number): Promise<{ data: BankAccountIntegrity; message: string }> => {
  const account = await accountById(ctx.db, accountId);
  if (!account) throw notFound('Bank account not found.');
  const check = await checkAccount(ctx.db, account.id);
  if (!check) throw notFound('Bank account not found.');
  const id = await recordCheck(ctx.db, check, userId, ctx.now());
  const row = await ctx.db.selectFrom('integrity_checks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    data: integrityResource({ ...row, account_id: account.id, name: account.name, currency: account.currency, iban: account.iban, sub_unit: account.sub_unit }),
    message: check.passed ? 'The account passed the integrity check.' : 'The account failed the integrity check.',
  };
};

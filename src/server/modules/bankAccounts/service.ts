import type { BankAccount } from '../../../contract/entities';
import type { CallOutput } from '../../../contract/calls';
import type { Currency, CurrencyKind } from '../../../contract/enums';
import type { AppContext, CompanyRow, Member } from '../../context';
import { nowIso } from '../../db/values';
import { fieldError, forbidden, notFound } from '../../domain/errors';
import { openAccount } from '../../ledger/accounts';
import { currencyInfo } from '../../ledger/currencies';
import type { AccountRow } from '../../ledger/locks';
import { currencyEnabled, readSettings } from '../../ledger/settings';
import { buildTransferMap } from '../../ledger/transferMap';
import { recordTimeline } from '../timeline/record';
import { accountTransaction, publishAccountsCreated } from './events';
import { allAccountsPage, companyAccounts, companyAccountsPage, companyFeature, countCompanyAccounts, makeDefault, ownAccount } from './queries';
import { bankAccountResources, oneBankAccountResource } from './resource';

/** A company may hold at most this many accounts. */
export const MAX_ACCOUNTS_PER_COMPANY = 20;

const NOT_FOUND = 'Bank account not found.';

const own = async (ctx: AppContext, companyId: number, id: number): Promise<AccountRow> => {
  const a = await ownAccount(ctx.db, companyId, id);
  if (!a) throw notFound(NOT_FOUND);
  return a;
};

/** A page of the company's accounts (of one currency kind when given). */
export const companyBankAccounts = async (ctx: AppContext, company: CompanyRow, kind: CurrencyKind | undefined, p: { page: number; per_page: number }): Promise<{ data: BankAccount[]; total: number }> => {
  const { rows, total } = await companyAccountsPage(ctx.db, company.id, kind, p);
  return { data: await bankAccountResources(ctx.db, rows), total };
};

export const companyBankAccount = async (ctx: AppContext, company: CompanyRow, id: number): Promise<BankAccount> => oneBankAccountResource(ctx.db, await own(ctx, company.id, id));

/** The account becomes the company's default of its currency kind (the fiat and crypto forms each start from theirs). */
export const selectDefaultAccount = async (ctx: AppContext, member: Member, id: number): Promise<{ data: BankAccount; message: string }> => {
  const a = await own(ctx, member.company.id, id);
  const at = nowIso(ctx.now());
  await accountTransaction(ctx, async (trx) => {
    await makeDefault(trx, a, at);
    if (a.selected !== 1) await recordTimeline(trx, { entityClass: 'bank_account', entityId: a.id, event: 'selected_as_default', changes: { selected: { old: false, new: true } }, userId: member.user.id, at });
  });
  return { data: await oneBankAccountResource(ctx.db, await own(ctx, member.company.id, a.id)), message: 'Default account updated.' };
};

/** Opens an account in a currency the settings offer, for a company that may open accounts, up to MAX_ACCOUNTS_PER_COMPANY. */
export const openCompanyAccount = async (ctx: AppContext, member: Member, body: { currency: Currency; name?: string | undefined }): Promise<{ data: BankAccount; message: string }> => {
  const { company } = member;
  if (!companyFeature(company, 'create_accounts')) throw forbidden('Your company cannot open new accounts.');
  const info = currencyInfo(body.currency);
  const settings = await readSettings(ctx.db);
  if (!currencyEnabled(settings, body.currency, info.type)) throw fieldError('currency', 'The selected currency is not available.');
  if (info.type === 'crypto' && !companyFeature(company, 'crypto')) throw fieldError('currency', 'Crypto accounts need the crypto feature.');
  if ((await countCompanyAccounts(ctx.db, company.id)) >= MAX_ACCOUNTS_PER_COMPANY) throw fieldError('currency', `A company may hold at most ${MAX_ACCOUNTS_PER_COMPANY} accounts.`);
  const id = await openAccount(ctx.db, { companyId: company.id, companyName: company.name, currency: body.currency, name: body.name, at: ctx.now() });
  const created = await own(ctx, company.id, id);
  await recordTimeline(ctx.db, { entityClass: 'bank_account', entityId: id, event: 'created', changes: { currency: { old: null, new: created.currency }, name: { old: null, new: created.name } }, userId: member.user.id, at: nowIso(ctx.now()) });
  await publishAccountsCreated(ctx, [id]);
  return { data: await oneBankAccountResource(ctx.db, created), message: 'Account created successfully.' };
};

/** Which of the company's accounts may pay which (ledger/transferMap.ts). */
export const companyTransferMap = async (ctx: AppContext, company: CompanyRow) =>
  buildTransferMap(await companyAccounts(ctx.db, company.id), { settings: await readSettings(ctx.db), crypto: companyFeature(company, 'crypto') });

/** A page of every company's accounts, for administrators. */
export const allBankAccounts = async (ctx: AppContext, query: CallOutput<'admin.bankAccounts.list', 'query'>): Promise<{ data: BankAccount[]; total: number }> => {
  const { rows, total } = await allAccountsPage(ctx.db, query);
  return { data: await bankAccountResources(ctx.db, rows), total };
};

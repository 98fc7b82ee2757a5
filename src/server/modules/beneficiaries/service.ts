import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Beneficiary } from '../../../contract/entities';
import type { AppContext, CompanyRow, Member } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { fieldError } from '../../domain/errors';
import { offsetOf } from '../../http/paging';
import { ownAccount } from '../bankAccounts/queries';
import { agentChanges, recordAgentEvent } from './audit';
import { type AgentFilter, countAgents, findDuplicate, insertAgent, listAgents, ownAgent, parseListExtras, softDeleteAgent, updateAgent } from './queries';
import { agentName, beneficiaryResource } from './resource';
import { BENEFICIARY_MESSAGES, type BeneficiaryInput, checkBeneficiary } from './validation';

/** Beneficiaries (transaction agents) of a company: document 2 section 7 "Manager: transactions" and the picker dictionary. */

export const BANK_ACCOUNT_INVALID = 'The selected bank account is invalid.';

/** At most this many entries in the picker list (dictionaries/transaction/agents). */
export const PICKER_LIMIT = 1000;

type Page = { page: number; per_page: number };
/** A page of beneficiaries and its position (the page may be moved back after a delete). */
export type AgentPage = { data: Beneficiary[]; page: number; total: number };

/**
 * The bank_account_id filter: an own customer account (else 422 on the field). Beneficiaries are
 * fiat payees: a crypto account has none to pay.
 */
const sourceAccountFilter = async (db: Kysely<Database>, companyId: number, bankAccountId: number | undefined): Promise<Pick<AgentFilter, 'none'>> => {
  if (bankAccountId === undefined) return {};
  const account = await ownAccount(db, companyId, bankAccountId);
  if (!account) throw fieldError('bank_account_id', BANK_ACCOUNT_INVALID);
  return account.currency_type === 'crypto' ? { none: true } : {};
};

/**
 * One page of the list, with the sort, order, legal type and country the raw query names; a page past
 * the end is moved back to the last page when `clamp` (after a delete).
 */
const agentPage = async (ctx: AppContext, rawQuery: unknown, filter: AgentFilter, q: Page, clamp: boolean): Promise<AgentPage> => {
  const extras = parseListExtras(rawQuery);
  const f: AgentFilter = { ...filter, legalType: extras.legal_type, country: extras.country };
  const total = await countAgents(ctx.db, f);
  const lastPage = Math.max(1, Math.ceil(total / q.per_page));
  const page = clamp ? Math.min(q.page, lastPage) : q.page;
  const rows = await listAgents(ctx.db, f, { sort: extras.sort ?? 'name', order: extras.order ?? 'asc', limit: q.per_page, offset: offsetOf(page, q.per_page) });
  return { data: rows.map(beneficiaryResource), page, total };
};

export const companyAgents = async (ctx: AppContext, company: CompanyRow, q: Page & { search?: string | undefined; bank_account_id?: number | undefined }, rawQuery: unknown): Promise<AgentPage> => {
  const filter: AgentFilter = { companyId: company.id, search: q.search, ...(await sourceAccountFilter(ctx.db, company.id, q.bank_account_id)) };
  return agentPage(ctx, rawQuery, filter, q, false);
};

export const companyAgent = async (ctx: AppContext, company: CompanyRow, id: number): Promise<Beneficiary> => beneficiaryResource(await ownAgent(ctx.db, company.id, id));

/** 422 on the field when another live beneficiary of the company has this IBAN (or account number). */
const refuseDuplicate = async (db: Kysely<Database>, companyId: number, fields: Parameters<typeof findDuplicate>[2], exceptId?: number): Promise<void> => {
  const duplicate = await findDuplicate(db, companyId, fields, exceptId);
  if (duplicate) throw fieldError(duplicate, duplicate === 'iban' ? BENEFICIARY_MESSAGES.duplicateIban : BENEFICIARY_MESSAGES.duplicateAccount);
};

/** A write's one-time code and request (activity log): each write checks everything first, then asks for the code (outside the database transaction), then writes. */
export type AgentWriteExtras = { confirmOtp: () => Promise<void>; req: FastifyRequest };

export const createAgent = async (ctx: AppContext, member: Member, body: BeneficiaryInput, x: AgentWriteExtras): Promise<{ data: Beneficiary; message: string }> => {
  const { company, user } = member;
  const fields = checkBeneficiary(body);
  await refuseDuplicate(ctx.db, company.id, fields);
  await x.confirmOtp();
  const at = nowIso(ctx.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    // The duplicate again, inside the transaction.
    await refuseDuplicate(trx, company.id, fields);
    const created = await insertAgent(trx, company.id, fields, at);
    await recordAgentEvent(ctx, trx, x.req, { event: 'created', agentId: created.id, name: agentName(created), userId: user.id, companyId: company.id, changes: agentChanges(null, fields) });
    return created;
  });
  return { data: beneficiaryResource(row), message: 'Beneficiary created successfully.' };
};

export const editAgent = async (ctx: AppContext, member: Member, id: number, body: BeneficiaryInput, x: AgentWriteExtras): Promise<{ data: Beneficiary; message: string }> => {
  const { company, user } = member;
  const current = await ownAgent(ctx.db, company.id, id);
  const fields = checkBeneficiary(body);
  await refuseDuplicate(ctx.db, company.id, fields, current.id);
  await x.confirmOtp();
  const at = nowIso(ctx.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = await ownAgent(trx, company.id, id);
    await refuseDuplicate(trx, company.id, fields, before.id);
    const updated = await updateAgent(trx, company.id, before.id, fields, at);
    const changes = agentChanges(before, fields);
    if (Object.keys(changes).length > 0) await recordAgentEvent(ctx, trx, x.req, { event: 'updated', agentId: updated.id, name: agentName(updated), userId: user.id, companyId: company.id, changes });
    return updated;
  });
  return { data: beneficiaryResource(row), message: 'Beneficiary updated successfully.' };
};

/** Soft delete (transactions keep pointing at the beneficiary they paid); answers the list page the portal was on. */
export const deleteAgent = async (ctx: AppContext, member: Member, id: number, q: Page, rawQuery: unknown, x: AgentWriteExtras): Promise<AgentPage & { message: string }> => {
  const { company, user } = member;
  await ownAgent(ctx.db, company.id, id);
  await x.confirmOtp();
  const at = nowIso(ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const before = await ownAgent(trx, company.id, id);
    await softDeleteAgent(trx, company.id, before.id, at);
    await recordAgentEvent(ctx, trx, x.req, { event: 'deleted', agentId: before.id, name: agentName(before), userId: user.id, companyId: company.id, changes: {} });
  });
  return { ...(await agentPage(ctx, rawQuery, { companyId: company.id }, q, true)), message: 'Beneficiary deleted successfully.' };
};

/** The short list of the pickers (at most PICKER_LIMIT, by name), optionally for one source account. */
export const agentPicker = async (ctx: AppContext, company: CompanyRow, q: { search?: string | undefined; bank_account_id?: number | undefined }) => {
  const filter: AgentFilter = { companyId: company.id, search: q.search, ...(await sourceAccountFilter(ctx.db, company.id, q.bank_account_id)) };
  const rows = await listAgents(ctx.db, filter, { sort: 'name', order: 'asc', limit: PICKER_LIMIT, offset: 0 });
  return rows.map((a) => ({
    id: a.id, name: agentName(a), legal_type: a.legal_type, iban: a.iban, bank_account: a.bank_account, sort_code: a.sort_code, country: a.country, bank_swift: a.bank_swift, bank_name: a.bank_name,
  }));
};

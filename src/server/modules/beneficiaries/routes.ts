import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { fieldError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { offsetOf, paginationMeta } from '../../http/paging';
import { requireCompany, userCompany } from '../company/access';
import { agentChanges, recordAgentEvent } from './audit';
import { type AgentFilter, countAgents, findDuplicate, listAgents, ownAgent, parseListExtras } from './queries';
import { agentName, beneficiaryResource } from './resource';
import { BENEFICIARY_MESSAGES, checkBeneficiary } from './validation';

export const BANK_ACCOUNT_INVALID = 'The selected bank account is invalid.';

/** At most this many entries in the picker list (dictionaries/transaction/agents). */
export const PICKER_LIMIT = 1000;

/**
 * The bank_account_id filter: an own customer account (else 422 on the field). Beneficiaries are
 * fiat payees: a crypto account has none to pay.
 */
const sourceAccountFilter = async (db: Kysely<Database>, companyId: number, bankAccountId: number | undefined): Promise<Pick<AgentFilter, 'none'>> => {
  if (bankAccountId === undefined) return {};
  const account = await db
    .selectFrom('bank_accounts')
    .select(['id', 'currency_type'])
    .where('id', '=', bankAccountId)
    .where('company_id', '=', companyId)
    .where('owner_kind', '=', 'customer')
    .executeTakeFirst();
  if (!account) throw fieldError('bank_account_id', BANK_ACCOUNT_INVALID);
  return account.currency_type === 'crypto' ? { none: true } : {};
};

/** One page of the list; a page past the end is moved back to the last page when `clamp` (after a delete). */
const agentPage = async (
  ctx: AppContext,
  req: FastifyRequest,
  filter: AgentFilter,
  q: { page: number; per_page: number },
  clamp: boolean,
) => {
  const extras = parseListExtras(req.query);
  const f: AgentFilter = { ...filter, legalType: extras.legal_type, country: extras.country };
  const total = await countAgents(ctx.db, f);
  const lastPage = Math.max(1, Math.ceil(total / q.per_page));
  const page = clamp ? Math.min(q.page, lastPage) : q.page;
  const rows = await listAgents(ctx.db, f, {
    sort: extras.sort ?? 'name',
    order: extras.order ?? 'asc',
    limit: q.per_page,
    offset: offsetOf(page, q.per_page),
  });
  return { data: rows.map(beneficiaryResource), meta: paginationMeta(req, page, q.per_page, total) };
};

const duplicateMessage = (field: 'iban' | 'bank_account') => (field === 'iban' ? BENEFICIARY_MESSAGES.duplicateIban : BENEFICIARY_MESSAGES.duplicateAccount);

/** 422 on the field when another live beneficiary of the company has this IBAN (or account number). */
const refuseDuplicate = async (db: Kysely<Database>, companyId: number, fields: Parameters<typeof findDuplicate>[2], exceptId?: number): Promise<void> => {
  const duplicate = await findDuplicate(db, companyId, fields, exceptId);
  if (duplicate) throw fieldError(duplicate, duplicateMessage(duplicate));
};

/** Beneficiaries (transaction agents): document 2 section 7 "Manager: transactions" and the picker dictionary. */
export const registerBeneficiaryRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.agents.list', async ({ ctx, req, auth, query }) => {
    const company = requireCompany(auth);
    const filter: AgentFilter = { companyId: company.id, search: query.search, ...(await sourceAccountFilter(ctx.db, company.id, query.bank_account_id)) };
    return agentPage(ctx, req, filter, query, false);
  });

  registerCall(app, 'manager.agents.get', async ({ ctx, auth, params }) => {
    const company = requireCompany(auth);
    return { data: beneficiaryResource(await ownAgent(ctx.db, company.id, params.id)) };
  });

  // Each write checks everything first, then asks for the one-time code (outside the database
  // transaction), then writes, checking the duplicate again inside the transaction.
  registerCall(app, 'manager.agents.create', async ({ ctx, req, reply, auth, body, confirmOtp }) => {
    const company = requireCompany(auth);
    const fields = checkBeneficiary(body);
    await refuseDuplicate(ctx.db, company.id, fields);
    await confirmOtp(auth.user);
    const at = nowIso(ctx.now());
    const row = await ctx.db.transaction().execute(async (trx) => {
      await refuseDuplicate(trx, company.id, fields);
      const created = await trx
        .insertInto('transaction_agents')
        .values({ ...fields, company_id: company.id, created_at: at, updated_at: at, deleted_at: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAgentEvent(trx, req, {
        event: 'created', agentId: created.id, name: agentName(created), userId: auth.user.id, companyId: company.id, changes: agentChanges(null, fields), at,
      });
      return created;
    });
    reply.code(201);
    return { data: beneficiaryResource(row), message: 'Beneficiary created successfully.' };
  });

  registerCall(app, 'manager.agents.update', async ({ ctx, req, auth, params, body, confirmOtp }) => {
    const company = requireCompany(auth);
    const current = await ownAgent(ctx.db, company.id, params.id);
    const fields = checkBeneficiary(body);
    await refuseDuplicate(ctx.db, company.id, fields, current.id);
    await confirmOtp(auth.user);
    const at = nowIso(ctx.now());
    const row = await ctx.db.transaction().execute(async (trx) => {
      const before = await ownAgent(trx, company.id, params.id);
      await refuseDuplicate(trx, company.id, fields, before.id);
      const updated = await trx
        .updateTable('transaction_agents')
        .set({ ...fields, updated_at: at })
        .where('id', '=', before.id)
        .where('company_id', '=', company.id)
        .where('deleted_at', 'is', null)
        .returningAll()
        .executeTakeFirstOrThrow();
      const changes = agentChanges(before, fields);
      if (Object.keys(changes).length > 0) {
        await recordAgentEvent(trx, req, { event: 'updated', agentId: updated.id, name: agentName(updated), userId: auth.user.id, companyId: company.id, changes, at });
      }
      return updated;
    });
    return { data: beneficiaryResource(row), message: 'Beneficiary updated successfully.' };
  });

  registerCall(app, 'manager.agents.delete', async ({ ctx, req, auth, params, query, confirmOtp }) => {
    const company = requireCompany(auth);
    await ownAgent(ctx.db, company.id, params.id);
    await confirmOtp(auth.user);
    const at = nowIso(ctx.now());
    await ctx.db.transaction().execute(async (trx) => {
      const before = await ownAgent(trx, company.id, params.id);
      // Soft delete: transactions keep pointing at the beneficiary they paid.
      await trx.updateTable('transaction_agents').set({ deleted_at: at, updated_at: at }).where('id', '=', before.id).where('company_id', '=', company.id).execute();
      await recordAgentEvent(trx, req, { event: 'deleted', agentId: before.id, name: agentName(before), userId: auth.user.id, companyId: company.id, changes: {}, at });
    });
    return { ...(await agentPage(ctx, req, { companyId: company.id }, query, true)), message: 'Beneficiary deleted successfully.' };
  });

  registerCall(app, 'dictionaries.transactionAgents', async ({ ctx, auth, query }) => {
    const company = userCompany(auth, 'dictionaries.transactionAgents');
    if (!company) return { data: [] };
    const filter: AgentFilter = { companyId: company.id, search: query.search, ...(await sourceAccountFilter(ctx.db, company.id, query.bank_account_id)) };
    const rows = await listAgents(ctx.db, filter, { sort: 'name', order: 'asc', limit: PICKER_LIMIT, offset: 0 });
    return {
      data: rows.map((a) => ({
        id: a.id,
        name: agentName(a),
        legal_type: a.legal_type,
        iban: a.iban,
        bank_account: a.bank_account,
        sort_code: a.sort_code,
        country: a.country,
        bank_swift: a.bank_swift,
        bank_name: a.bank_name,
      })),
    };
  });
};

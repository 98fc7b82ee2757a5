import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { blankable, countrySchema, orderSchema } from '../../../contract/schemas';
import { likePattern } from '../../db/like';
import type { Database } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { invalidInput } from '../../domain/invalidInput';
import type { AgentRow } from './resource';
import type { BeneficiaryFields } from './validation';

export const BENEFICIARY_NOT_FOUND = 'Beneficiary not found.';

/** Sortable columns of the beneficiary list; `name` is the display name. */
export const AGENT_SORTS = ['id', 'name', 'company_name', 'first_name', 'last_name', 'country', 'city', 'iban', 'bank_name', 'bank_swift', 'created_at', 'updated_at'] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

/**
 * List options the call table does not carry yet (it has page, per_page, bank_account_id and search):
 * sort, order and the legal_type / country filters, read from the raw query and checked here.
 */
const extrasSchema = z.object({
  sort: blankable(z.enum(AGENT_SORTS, { error: 'The sort column is invalid.' })),
  order: blankable(orderSchema),
  legal_type: blankable(z.enum(['company', 'individual'], { error: 'The selected legal type is invalid.' })),
  country: blankable(countrySchema),
});
export type ListExtras = z.output<typeof extrasSchema>;

export const parseListExtras = (raw: unknown): ListExtras => {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const picked = { sort: source.sort, order: source.order, legal_type: source.legal_type, country: source.country };
  const result = extrasSchema.safeParse(picked);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
};

export type AgentFilter = {
  companyId: number;
  search?: string | undefined;
  legalType?: 'company' | 'individual' | undefined;
  country?: string | undefined;
  /** No beneficiary can be paid from this source account (crypto): the list is empty. */
  none?: boolean;
};

const nameExpr = sql<string>`lower(coalesce(company_name, first_name || ' ' || last_name, first_name, last_name, ''))`;

const applyFilter = <O>(q: SelectQueryBuilder<Database, 'transaction_agents', O>, f: AgentFilter): SelectQueryBuilder<Database, 'transaction_agents', O> => {
  let out = q.where('company_id', '=', f.companyId).where('deleted_at', 'is', null);
  if (f.none) out = out.where(sql<SqlBool>`1 = 0`);
  if (f.legalType) out = out.where('legal_type', '=', f.legalType);
  if (f.country) out = out.where('country', '=', f.country);
  const term = f.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    const compact = likePattern(term.replace(/\s+/g, ''));
    const like = (column: Expression<unknown>, p: string) => sql<SqlBool>`lower(${column}) like ${p} escape '!'`;
    out = out.where((eb) =>
      eb.or([
        like(sql.ref('company_name'), pattern),
        like(sql`coalesce(first_name, '') || ' ' || coalesce(last_name, '')`, pattern),
        like(sql.ref('iban'), compact),
        like(sql.ref('bank_account'), compact),
        like(sql.ref('bank_name'), pattern),
        like(sql.ref('bank_swift'), compact),
        like(sql.ref('city'), pattern),
      ]),
    );
  }
  return out;
};

export const countAgents = async (db: Kysely<Database>, f: AgentFilter): Promise<number> => {
  const row = await applyFilter(db.selectFrom('transaction_agents').select((eb) => eb.fn.countAll().as('n')), f).executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const listAgents = async (
  db: Kysely<Database>,
  f: AgentFilter,
  o: { sort: AgentSort; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<AgentRow[]> => {
  let q = applyFilter(db.selectFrom('transaction_agents').selectAll(), f);
  q = o.sort === 'name' ? q.orderBy(nameExpr, o.order) : q.orderBy(o.sort, o.order);
  return q.orderBy('id', o.order).limit(o.limit).offset(o.offset).execute();
};

/** A live beneficiary of the company; unknown, deleted and other companies' ids all answer 404. */
export const ownAgent = async (db: Kysely<Database>, companyId: number, id: number): Promise<AgentRow> => {
  const row = await db
    .selectFrom('transaction_agents')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(BENEFICIARY_NOT_FOUND);
  return row;
};

/** Another live beneficiary of the company with the same IBAN, or the same account number and sort code. */
export const findDuplicate = async (
  db: Kysely<Database>,
  companyId: number,
  v: { iban: string | null; bank_account: string | null; sort_code: string | null },
  exceptId?: number,
): Promise<'iban' | 'bank_account' | null> => {
  const base = () => {
    let q = db.selectFrom('transaction_agents').select('id').where('company_id', '=', companyId).where('deleted_at', 'is', null);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return q;
  };
  if (v.iban !== null) {
    const same = await base().where('iban', '=', v.iban).limit(1).executeTakeFirst();
    return same ? 'iban' : null;
  }
  if (v.bank_account !== null) {
    let q = base().where('iban', 'is', null).where('bank_account', '=', v.bank_account);
    q = v.sort_code === null ? q.where('sort_code', 'is', null) : q.where('sort_code', '=', v.sort_code);
    const same = await q.limit(1).executeTakeFirst();
    return same ? 'bank_account' : null;
  }
  return null;
};

export const insertAgent = (trx: Kysely<Database>, companyId: number, fields: BeneficiaryFields, at: string): Promise<AgentRow> =>
  trx.insertInto('transaction_agents').values({ ...fields, company_id: companyId, created_at: at, updated_at: at, deleted_at: null }).returningAll().executeTakeFirstOrThrow();

export const updateAgent = (trx: Kysely<Database>, companyId: number, id: number, fields: BeneficiaryFields, at: string): Promise<AgentRow> =>
  trx.updateTable('transaction_agents').set({ ...fields, updated_at: at }).where('id', '=', id).where('company_id', '=', companyId).where('deleted_at', 'is', null).returningAll().executeTakeFirstOrThrow();

export const softDeleteAgent = async (trx: Kysely<Database>, companyId: number, id: number, at: string): Promise<void> => {
  await trx.updateTable('transaction_agents').set({ deleted_at: at, updated_at: at }).where('id', '=', id).where('company_id', '=', companyId).execute();
};

/** The id of a live beneficiary of the company, or undefined (a payment's selected or focused agent). */
export const liveAgentId = async (db: Kysely<Database>, companyId: number, id: number): Promise<number | undefined> =>
  (await db.selectFrom('transaction_agents').select('id').where('id', '=', id).where('company_id', '=', companyId).where('deleted_at', 'is', null).executeTakeFirst())?.id;

/**
 * The company's live beneficiary with this IBAN, or (no IBAN given) this account number: the most
 * recently updated one when several share an account number (different sort codes).
 */
export const agentByAccount = async (db: Kysely<Database>, companyId: number, by: { iban?: string | undefined; account?: string | undefined }): Promise<AgentRow | undefined> => {
  let q = db.selectFrom('transaction_agents').selectAll().where('company_id', '=', companyId).where('deleted_at', 'is', null);
  q = by.iban !== undefined ? q.where('iban', '=', by.iban) : q.where('bank_account', '=', by.account ?? '');
  return q.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
};

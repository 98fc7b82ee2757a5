import type { CallOutput } from '../../../contract/calls';
import type { Member } from '../../context';
import type { AppContext } from '../../context';
import { newApiKey } from '../../auth/apiKeys';
import { nowIso, parseJson } from '../../db/values';
import { notFound } from '../../domain/errors';
import { offsetOf } from '../../http/paging';
import type { ApiKeysTable } from '../../db/schemaConnect';
import type { Selectable } from 'kysely';

/** A company's API keys (issue 41): made by a manager with their one-time code, shown once, revoked by any manager. */

export type ApiKeyResource = {
  id: number; name: string; prefix: string; scopes: string[]; created_by: number; last_used_at: string | null; revoked_at: string | null; created_at: string;
};

const NOT_FOUND = 'API key not found.';

const resource = (r: Selectable<ApiKeysTable>): ApiKeyResource => ({
  id: r.id, name: r.name, prefix: r.prefix, scopes: parseJson<string[]>(r.scopes, []), created_by: r.created_by, last_used_at: r.last_used_at, revoked_at: r.revoked_at, created_at: r.created_at,
});

export const companyApiKeys = async (ctx: AppContext, companyId: number, query: CallOutput<'manager.apiKeys.list', 'query'>): Promise<{ data: ApiKeyResource[]; total: number }> => {
  const own = ctx.db.selectFrom('api_keys').where('company_id', '=', companyId);
  const count = await own.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await own.selectAll().orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
  return { data: rows.map(resource), total: Number(count?.n ?? 0) };
};

/** A new key: the answer holds the key itself, this once; the database keeps its SHA-256. */
export const createApiKey = async (ctx: AppContext, member: Member, body: CallOutput<'manager.apiKeys.create', 'body'>, confirmOtp: () => Promise<void>): Promise<ApiKeyResource & { key: string }> => {
  await confirmOtp();
  const { key, hash, prefix } = newApiKey();
  const at = nowIso(ctx.now());
  const row = await ctx.db.insertInto('api_keys').values({
    company_id: member.company.id, created_by: member.user.id, name: body.name, prefix, key_hash: hash, scopes: JSON.stringify([...new Set(body.scopes)]),
    last_used_at: null, revoked_at: null, revoked_by: null, created_at: at, updated_at: at,
  }).returningAll().executeTakeFirstOrThrow();
  return { ...resource(row), key };
};

export const revokeApiKey = async (ctx: AppContext, member: Member, id: number): Promise<ApiKeyResource> => {
  const at = nowIso(ctx.now());
  const row = await ctx.db.updateTable('api_keys').set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(at)), revoked_by: eb.fn.coalesce('revoked_by', eb.val(member.user.id)), updated_at: at }))
    .where('id', '=', id).where('company_id', '=', member.company.id).returningAll().executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return resource(row);
};

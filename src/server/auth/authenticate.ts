import type { FastifyRequest } from 'fastify';
import type { AppContext, AuthState, CompanyRow, UserRow } from '../context';
import type { CompaniesTable } from '../db/schema';
import { allKeys, prepared } from '../db/prepared';
import { nowIso } from '../db/values';
import { API_KEY_PREFIX } from './apiKeys';
import { sha256 } from './secrets';
import { impersonatorMayAct } from './tokens';

export const bearerToken = (req: FastifyRequest): string | undefined => {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1];
};

/**
 * One answer per request: the idempotency hook, the route and the money audit after it ask who calls, and
 * the request is made by whoever its token named when it arrived (a logout inside the request does not
 * make its own audit anonymous). Keyed by the request object, so it goes with it.
 */
const perRequest = new WeakMap<FastifyRequest, Promise<AuthState | null>>();

/**
 * Resolves the Bearer token to its user; null when absent, unknown, expired, revoked or the user is
 * disabled, and for an act-as token when the admin acting is gone, disabled or no administrator any more.
 */
export const authenticate = (ctx: AppContext, req: FastifyRequest): Promise<AuthState | null> => {
  const known = perRequest.get(req);
  if (known) return known;
  const answer = resolveToken(ctx, req);
  perRequest.set(req, answer);
  return answer;
};

/** Every column of companies: the caller's company is read with the token (a column missing here fails the type check). */
const COMPANY_COLUMNS = allKeys<CompaniesTable>()([
  'id', 'name', 'legal_type', 'enabled', 'features', 'psp_portal_attached', 'white_label_enabled', 'company_types', 'affiliate_owner_company_id', 'affiliation_code',
  'white_label_owner_company_id', 'payment_service_status', 'portal_services', 'country', 'zoho_id', 'two_factor_required', 'created_at', 'updated_at',
]);
/** The company's columns come back under this prefix (users has a company_id of its own). */
const COMPANY = 'company__';

/** The token's own columns in its read (the rest is the user's, and the company's under COMPANY). */
const TOKEN_COLUMNS: ReadonlySet<string> = new Set(['token_id', 'token_family_id', 'token_impersonator_user_id', 'token_two_factor_policy']);
/** A company column's name without COMPANY, by its name in the read (kept: the same few names on every request). */
const companyColumn = new Map<string, string>();

/**
 * The token's read split, in one pass over its columns, into the user, the user's company (null: none,
 * or no such company) and the token's own columns (every authenticated call makes it: no rest spread,
 * no new key strings).
 */
const splitRow = (row: Record<string, unknown>): { user: UserRow; company: CompanyRow | null } => {
  const user: Record<string, unknown> = {};
  const company: Record<string, unknown> = {};
  for (const key in row) {
    if (TOKEN_COLUMNS.has(key)) continue;
    if (key.startsWith(COMPANY)) {
      let name = companyColumn.get(key);
      if (name === undefined) companyColumn.set(key, (name = key.slice(COMPANY.length)));
      company[name] = row[key];
    } else user[key] = row[key];
  }
  return { user: user as UserRow, company: company.id === null || company.id === undefined ? null : (company as CompanyRow) };
};

/** The token, its enabled user and the user's company in one read, compiled once (every authenticated call makes it). */
const tokenRead = prepared(['hash', 'now'], (db, p: { hash: string; now: string }) =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .selectAll('users')
    .select(['auth_tokens.id as token_id', 'auth_tokens.family_id as token_family_id', 'auth_tokens.impersonator_user_id as token_impersonator_user_id'])
    .select((eb) => COMPANY_COLUMNS.map((c) => eb.ref(`companies.${c}`).as(`${COMPANY}${c}`)))
    // The platform's two-factor policy (issue 42) comes with the token: the gate of every call needs it.
    .select((eb) => eb.selectFrom('settings').select('value').where('key', '=', 'two_factor_required').as('token_two_factor_policy'))
    .where('auth_tokens.token_hash', '=', p.hash)
    .where('auth_tokens.kind', '=', 'access')
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', p.now)
    .where('users.enabled', '=', 1),
);

/** An API key, its creator (still an enabled manager of the key's company) and the company, in one read. */
const keyRead = prepared(['hash'], (db, p: { hash: string }) =>
  db
    .selectFrom('api_keys')
    .innerJoin('users', (j) => j.onRef('users.id', '=', 'api_keys.created_by').onRef('users.company_id', '=', 'api_keys.company_id'))
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .selectAll('users')
    .select(['api_keys.id as token_id', 'api_keys.scopes as token_family_id', 'api_keys.last_used_at as token_impersonator_user_id'])
    .select((eb) => COMPANY_COLUMNS.map((c) => eb.ref(`companies.${c}`).as(`${COMPANY}${c}`)))
    .where('api_keys.key_hash', '=', p.hash)
    .where('api_keys.revoked_at', 'is', null)
    .where('users.enabled', '=', 1)
    .where('users.role', '=', 'manager'),
);

/** Its last use is written at most once a minute (a busy key does not write on every call). */
const LAST_USED_EVERY_MS = 60_000;

const resolveApiKey = async (ctx: AppContext, key: string): Promise<AuthState | null> => {
  const [row] = await keyRead(ctx.db, { hash: sha256(key) });
  if (!row) return null;
  // The key's columns come back under the token names the split leaves out.
  const { token_id: id, token_family_id: scopesJson, token_impersonator_user_id: lastUsed } = row as unknown as { token_id: number; token_family_id: string; token_impersonator_user_id: string | null };
  const now = ctx.now();
  if (lastUsed === null || now.getTime() - Date.parse(lastUsed) >= LAST_USED_EVERY_MS) {
    await ctx.db.updateTable('api_keys').set({ last_used_at: nowIso(now) }).where('id', '=', id).execute();
  }
  const { user, company } = splitRow(row as unknown as Record<string, unknown>);
  const scopes = JSON.parse(scopesJson) as unknown;
  return { user, company, tokenId: 0, familyId: `api-key:${id}`, impersonatorUserId: null, apiKey: { id, scopes: Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : [] } };
};

/** The stored value of the platform setting two_factor_required (JSON text; anything but true is off, as readSettings reads it). */
const platformPolicyOf = (value: string | null | undefined): boolean => {
  try {
    return value !== null && value !== undefined && JSON.parse(value) === true;
  } catch {
    return false;
  }
};

const resolveToken = async (ctx: AppContext, req: FastifyRequest): Promise<AuthState | null> => {
  const token = bearerToken(req);
  if (!token) return null;
  if (token.startsWith(API_KEY_PREFIX)) return resolveApiKey(ctx, token);
  const [row] = await tokenRead(ctx.db, { hash: sha256(token), now: nowIso(ctx.now()) });
  if (!row) return null;
  const { token_id: tokenId, token_family_id: familyId, token_impersonator_user_id: impersonatorUserId } = row;
  if (impersonatorUserId !== null && !(await impersonatorMayAct(ctx.db, impersonatorUserId))) return null;
  const { user, company } = splitRow(row);
  return { user, company, tokenId, familyId, impersonatorUserId, platformTwoFactorRequired: platformPolicyOf(row.token_two_factor_policy) };
};

import type { FastifyRequest } from 'fastify';
import type { AppContext, AuthState } from '../context';
import { nowIso } from '../db/values';
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

const resolveToken = async (ctx: AppContext, req: FastifyRequest): Promise<AuthState | null> => {
  const token = bearerToken(req);
  if (!token) return null;
  // The token and its enabled user in one read (every authenticated call makes it).
  const row = await ctx.db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .select(['auth_tokens.id as token_id', 'auth_tokens.family_id as token_family_id', 'auth_tokens.impersonator_user_id as token_impersonator_user_id'])
    .where('auth_tokens.token_hash', '=', sha256(token))
    .where('auth_tokens.kind', '=', 'access')
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', nowIso(ctx.now()))
    .where('users.enabled', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const { token_id: tokenId, token_family_id: familyId, token_impersonator_user_id: impersonatorUserId, ...user } = row;
  if (impersonatorUserId !== null && !(await impersonatorMayAct(ctx.db, impersonatorUserId))) return null;
  const company = user.company_id === null ? null : ((await ctx.db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirst()) ?? null);
  return { user, company, tokenId, familyId, impersonatorUserId };
};

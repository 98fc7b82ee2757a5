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
  const row = await ctx.db
    .selectFrom('auth_tokens')
    .select(['id', 'user_id', 'family_id', 'impersonator_user_id'])
    .where('token_hash', '=', sha256(token))
    .where('kind', '=', 'access')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso(ctx.now()))
    .executeTakeFirst();
  if (!row) return null;
  if (row.impersonator_user_id !== null && !(await impersonatorMayAct(ctx.db, row.impersonator_user_id))) return null;
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', row.user_id).where('enabled', '=', 1).executeTakeFirst();
  if (!user) return null;
  const company = user.company_id === null ? null : ((await ctx.db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirst()) ?? null);
  return { user, company, tokenId: row.id, familyId: row.family_id, impersonatorUserId: row.impersonator_user_id };
};

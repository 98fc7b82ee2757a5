import type { FastifyInstance } from 'fastify';
import type { SignInSession } from '../../../contract/entities';
import { closeSessionSockets } from '../../auth/endedSessions';
import { revokeFamily } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { notFound } from '../../http/errors';
import { forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { clearSessionCookie } from '../auth/session';

/**
 * The caller's own live sign-ins (ASVS V7.5.2): token families of the user with a refresh token that is
 * neither revoked nor expired. Act-as sign-ins (an admin acting as the user) are the admin's, not listed.
 */
export const liveSessions = async (ctx: AppContext, userId: number, currentFamily: string): Promise<SignInSession[]> => {
  const now = nowIso(ctx.now());
  const live = await ctx.db
    .selectFrom('auth_tokens')
    .select(['auth_tokens.family_id', 'auth_tokens.expires_at', 'auth_tokens.ip', 'auth_tokens.user_agent'])
    .where('auth_tokens.user_id', '=', userId)
    .where('auth_tokens.kind', '=', 'refresh')
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', now)
    .where('auth_tokens.impersonator_user_id', 'is', null)
    .orderBy('auth_tokens.id')
    .execute();
  if (live.length === 0) return [];
  const families = [...new Set(live.map((r) => r.family_id))];
  const spans = await ctx.db
    .selectFrom('auth_tokens')
    .select((eb) => ['family_id', eb.fn.min('created_at').as('started_at'), eb.fn.max('created_at').as('last_used_at')])
    .where('user_id', '=', userId)
    .where('family_id', 'in', families)
    .groupBy('family_id')
    .execute();
  const spanOf = new Map(spans.map((s) => [s.family_id, s]));
  const byFamily = new Map<string, SignInSession>();
  // The newest live refresh row of a family describes it (rows are in issue order): its own browser and
  // address, where it was last renewed, not those of the device checkpoint, which other sessions share.
  for (const r of live) {
    const span = spanOf.get(r.family_id);
    if (!span) continue;
    byFamily.set(r.family_id, {
      id: r.family_id,
      started_at: String(span.started_at),
      last_used_at: String(span.last_used_at),
      expires_at: r.expires_at,
      user_agent: r.user_agent,
      ip: r.ip,
      current: r.family_id === currentFamily,
    });
  }
  return [...byFamily.values()].sort((a, b) => (a.current === b.current ? b.last_used_at.localeCompare(a.last_used_at) : a.current ? -1 : 1));
};

export const registerSessionRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'profile.sessions', async ({ ctx, auth }) => ({ data: await liveSessions(ctx, auth.user.id, auth.familyId) }));

  registerCall(app, 'profile.sessionsEnd', async ({ ctx, req, reply, auth, params }) => {
    // An administrator acting as the customer does not end the customer's own sign-ins (ASVS V7.5.2 is the user's control).
    if (auth.impersonatorUserId !== null) throw forbidden('Sessions cannot be ended while acting as the user.');
    // Only a sign-in of the caller's own that is still live and not an act-as one; anything else is unknown here.
    const owned = await ctx.db
      .selectFrom('auth_tokens')
      .select('id')
      .where('family_id', '=', params.id)
      .where('user_id', '=', auth.user.id)
      .where('kind', '=', 'refresh')
      .where('impersonator_user_id', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', nowIso(ctx.now()))
      .executeTakeFirst();
    if (!owned) throw notFound('The session was not found.');
    // Its tokens end at once, with the act-as sign-ins started from it; its sockets close now.
    const actAs = await revokeFamily(ctx.db, params.id, ctx.now());
    closeSessionSockets(ctx, [{ userId: auth.user.id, familyId: params.id }, ...actAs]);
    const current = params.id === auth.familyId;
    if (current) clearSessionCookie(req, reply, auth.impersonatorUserId !== null);
    await recordActivity(ctx, req, {
      type: 'auth.logout', userId: auth.user.id, companyId: auth.user.company_id,
      description: current ? 'Signed out' : 'Ended another sign-in from the profile',
    });
    return { message: current ? 'Signed out.' : 'The session has been ended.', current };
  });
};

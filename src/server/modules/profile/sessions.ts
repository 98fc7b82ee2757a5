import type { FastifyRequest } from 'fastify';
import type { SignInSession } from '../../../contract/entities';
import { closeSessionSockets } from '../../auth/endedSessions';
import { familySpans, isLiveOwnFamily, liveRefreshTokens, revokeFamily } from '../../auth/tokens';
import type { AppContext, AuthState } from '../../context';
import { forbidden, notFound } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';

/**
 * The caller's own live sign-ins (ASVS V7.5.2): token families of the user with a refresh token that is
 * neither revoked nor expired. Act-as sign-ins (an admin acting as the user) are the admin's, not listed.
 */
export const liveSessions = async (ctx: AppContext, userId: number, currentFamily: string): Promise<SignInSession[]> => {
  const live = await liveRefreshTokens(ctx.db, userId, ctx.now());
  if (live.length === 0) return [];
  const spans = await familySpans(ctx.db, userId, [...new Set(live.map((r) => r.family_id))]);
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
      second_factor: r.second_factor,
    });
  }
  return [...byFamily.values()].sort((a, b) => (a.current === b.current ? b.last_used_at.localeCompare(a.last_used_at) : a.current ? -1 : 1));
};

/**
 * Ends one of the caller's own live sign-ins: its tokens at once, with the act-as sign-ins started from
 * it, and its sockets. `current` says it was the caller's own (its refresh cookie goes too).
 */
export const endSession = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, familyId: string): Promise<{ message: string; current: boolean }> => {
  // An administrator acting as the customer does not end the customer's own sign-ins (ASVS V7.5.2 is the user's control).
  if (auth.impersonatorUserId !== null) throw forbidden('Sessions cannot be ended while acting as the user.');
  // Only a sign-in of the caller's own that is still live and not an act-as one; anything else is unknown here.
  if (!(await isLiveOwnFamily(ctx.db, auth.user.id, familyId, ctx.now()))) throw notFound('The session was not found.');
  const actAs = await revokeFamily(ctx.db, familyId, ctx.now());
  closeSessionSockets(ctx, [{ userId: auth.user.id, familyId }, ...actAs]);
  const current = familyId === auth.familyId;
  await recordActivity(ctx, req, {
    type: 'auth.logout', userId: auth.user.id, companyId: auth.user.company_id,
    description: current ? 'Signed out' : 'Ended another sign-in from the profile',
  });
  return { message: current ? 'Signed out.' : 'The session has been ended.', current };
};

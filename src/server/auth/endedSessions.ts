import type { AppContext } from '../context';
import type { EndedSession } from './tokens';

/** Closes the realtime sockets of sign-ins that were just revoked (act-as sign-ins ended with their admin's). */
export const closeSessionSockets = (ctx: AppContext, ended: readonly EndedSession[]): void => {
  for (const s of ended) ctx.realtime?.disconnectUser(s.userId, s.familyId);
};

import { closeSessionSockets } from '../../auth/endedSessions';
import { revokeUserTokens } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { fieldError } from '../../domain/errors';
import { emailTaken } from './queries';

export const EMAIL_TAKEN = 'The email has already been taken.';

/** E-mail addresses are unique across users: 422 on `email` when another user has it. */
export const assertEmailFree = async (ctx: AppContext, email: string, userId: number): Promise<void> => {
  if (await emailTaken(ctx.db, email, userId)) throw fieldError('email', EMAIL_TAKEN);
};

/** A disabled user is signed out everywhere at once: tokens and open sockets, and the act-as sessions an admin started. */
export const signOutDisabledUser = async (ctx: AppContext, userId: number): Promise<void> => {
  const actAs = await revokeUserTokens(ctx.db, userId, undefined, ctx.now());
  ctx.realtime?.disconnectUser(userId);
  closeSessionSockets(ctx, actAs);
};

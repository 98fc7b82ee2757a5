import type { SignInEvent } from '../../../contract/entities';
import type { AppContext } from '../../context';
import { parseJson } from '../../db/values';

/** How far back and how many of the caller's sign-ins and failures the profile shows. */
export const SIGN_IN_HISTORY = { days: 90, limit: 30 } as const;

const KINDS = { 'auth.login': 'signed_in', 'auth.login_failed': 'failed', 'auth.login_blocked': 'blocked' } as const;
type SignInType = keyof typeof KINDS;

type Meta = { second_factor?: string | null; reason?: string; new_device?: boolean };

/**
 * The caller's recent sign-ins and failed sign-ins (issue 42): what the activity log recorded of them
 * (time, address, browser), with the factor used, whether the device was new, and why a failure failed
 * (a wrong password, or a wrong second factor after a right password, which the device's auth
 * checkpoint counts too).
 */
export const signInHistory = async (ctx: AppContext, userId: number): Promise<SignInEvent[]> => {
  const since = new Date(ctx.now().getTime() - SIGN_IN_HISTORY.days * 24 * 3600 * 1000).toISOString();
  const rows = await ctx.db
    .selectFrom('activities')
    .select(['id', 'type', 'ip', 'user_agent', 'meta', 'created_at'])
    .where('user_id', '=', userId)
    .where('type', 'in', Object.keys(KINDS) as SignInType[])
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SIGN_IN_HISTORY.limit)
    .execute();
  return rows.map((r) => {
    const meta = parseJson<Meta>(r.meta, {});
    const kind = KINDS[r.type as SignInType];
    return {
      id: r.id,
      kind,
      at: r.created_at,
      ip: r.ip,
      user_agent: r.user_agent,
      place: null,
      second_factor: meta.second_factor ?? null,
      reason: kind === 'failed' ? (meta.reason === 'second_factor' ? 'second_factor' : 'password') : null,
      new_device: meta.new_device === true,
    };
  });
};

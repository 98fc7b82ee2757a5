import type { AppContext } from '../context';
import { nowIso } from '../db/values';
import { tooManyRequests } from '../http/errors';

/** Sign-in throttling: repeated failures lock the account key and the address key for a while. */
export const THROTTLE = {
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  maxPerAccount: 5,
  maxPerAddress: 20,
} as const;

export const accountKey = (email: string) => `email:${email.toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** Throws 429 with Retry-After when any of the keys is locked. */
export const assertNotThrottled = async (ctx: AppContext, keys: string[]): Promise<void> => {
  const now = ctx.now();
  const rows = await ctx.db.selectFrom('login_throttles').selectAll().where('key', 'in', keys).execute();
  const lockedUntil = rows.map((r) => r.locked_until).filter((v): v is string => !!v && v > nowIso(now)).sort().pop();
  if (lockedUntil) {
    const seconds = Math.ceil((new Date(lockedUntil).getTime() - now.getTime()) / 1000);
    throw tooManyRequests(seconds, `Too many login attempts. Please try again in ${seconds} seconds.`);
  }
};

export const recordFailure = async (ctx: AppContext, key: string, max: number): Promise<void> => {
  const now = ctx.now();
  const row = await ctx.db.selectFrom('login_throttles').selectAll().where('key', '=', key).executeTakeFirst();
  const windowStart = new Date(now.getTime() - THROTTLE.windowSeconds * 1000);
  if (!row || new Date(row.first_failure_at) < windowStart) {
    await ctx.db.deleteFrom('login_throttles').where('key', '=', key).execute();
    await ctx.db.insertInto('login_throttles').values({ key, failures: 1, first_failure_at: nowIso(now), locked_until: max <= 1 ? nowIso(new Date(now.getTime() + THROTTLE.lockSeconds * 1000)) : null }).execute();
    return;
  }
  const failures = row.failures + 1;
  await ctx.db
    .updateTable('login_throttles')
    .set({ failures, locked_until: failures >= max ? nowIso(new Date(now.getTime() + THROTTLE.lockSeconds * 1000)) : row.locked_until })
    .where('key', '=', key)
    .execute();
};

export const clearThrottle = async (ctx: AppContext, keys: string[]): Promise<void> => {
  if (keys.length) await ctx.db.deleteFrom('login_throttles').where('key', 'in', keys).execute();
};

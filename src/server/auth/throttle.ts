import { sql } from 'kysely';
import type { AppContext } from '../context';
import { nowIso } from '../db/values';
import { tooManyAttempts } from '../domain/errors';
import { sourceOf } from './rateLimit';

/**
 * Sign-in throttling without lock-out (docs/security-limits.md). Wrong passwords are counted under
 * three keys, all in login_throttles (shared by every server instance):
 * - the source address: too many failures lock that address out for a while, whatever the e-mail;
 * - the account from that address: too many lock that pair out for a while;
 * - the account from every address: from a few failures on, addresses that have failed for the
 *   account wait a short delay that doubles with each further failure (capped). An address that has
 *   not failed for the account is never delayed, so the owner still signs in while others guess.
 * An attempt is reserved on the address and account+address keys before the password is checked
 * and given back when it was right, so parallel bursts cannot slip under the limits.
 * The user gets one e-mail about the failures (at most one a day), and each failure is counted on the
 * user's auth checkpoint of that device, where an admin sees it.
 */
export const THROTTLE = {
  address: { maxFailures: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  accountAddress: { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  account: { windowSeconds: 60 * 60, delayFromFailure: 5, maxDelaySeconds: 60 },
  notify: { afterFailures: 5, atMostEverySeconds: 24 * 3600 },
} as const;

/** Rows whose window started this long ago (so no failure since, and past the e-mail's day) and that lock nothing are removed now and then. */
const PRUNE_AFTER_SECONDS = 48 * 3600;
const PRUNE_CHANCE = 0.02;

export type LoginSource = { email: string; ip: string | undefined };

export const accountKey = (email: string) => `email:${email.toLowerCase()}`;
export const addressKey = (ip: string | undefined) => `ip:${sourceOf(ip)}`;
export const accountAddressKey = (email: string, ip: string | undefined) => `email-ip:${email.toLowerCase()} ${sourceOf(ip)}`;

/** The delay after the n-th failure for an account (every address together): 2, 4, 8 … seconds, capped. */
export const accountDelaySeconds = (failures: number): number =>
  failures < THROTTLE.account.delayFromFailure ? 0 : Math.min(THROTTLE.account.maxDelaySeconds, 2 ** (failures - THROTTLE.account.delayFromFailure + 1));

const plusSeconds = (at: Date, seconds: number) => nowIso(new Date(at.getTime() + seconds * 1000));
const secondsUntil = (at: Date, until: string) => Math.max(1, Math.ceil((new Date(until).getTime() - at.getTime()) / 1000));

export const throttledMessage = (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`;

const throttled = (now: Date, until: string) => {
  const seconds = secondsUntil(now, until);
  return tooManyAttempts(seconds, throttledMessage(seconds));
};

/**
 * One more attempt under `key` in one atomic statement (a window older than `windowSeconds` starts
 * again). `failed` marks it as a failure now (last_failure_at); a reservation leaves that alone.
 */
const countAttempt = async (ctx: AppContext, key: string, account: string | null, windowSeconds: number, failed: boolean) => {
  const now = ctx.now();
  const at = nowIso(now);
  const expired = nowIso(new Date(now.getTime() - windowSeconds * 1000));
  const restart = sql<boolean>`login_throttles.first_failure_at <= ${expired}`;
  const row = await ctx.db
    .insertInto('login_throttles')
    .values({ key, account, failures: 1, first_failure_at: at, last_failure_at: failed ? at : null, locked_until: null, notified_at: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${restart} then 1 else login_throttles.failures + 1 end`,
        first_failure_at: sql<string>`case when ${restart} then ${at} else login_throttles.first_failure_at end`,
        locked_until: sql<string | null>`case when ${restart} then null else login_throttles.locked_until end`,
        ...(failed ? { last_failure_at: at } : {}),
      }),
    )
    .returning(['failures', 'first_failure_at'])
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), firstFailureAt: row.first_failure_at };
};

const lockUntil = async (ctx: AppContext, key: string, until: string) => {
  await ctx.db.updateTable('login_throttles').set({ locked_until: until }).where('key', '=', key).execute();
};

/**
 * Before the password is checked. Answers 429 with Retry-After when this address is locked, this
 * account is locked for this address, or this address failed for the account while the account's
 * delay runs. Otherwise the attempt is reserved on the address and account+address keys in one atomic
 * statement each, so a burst of parallel attempts cannot all pass before the first failure is written:
 * beyond the limit the key locks at once. A right password gives the reservation back.
 */
export const reserveLoginAttempt = async (ctx: AppContext, source: LoginSource): Promise<void> => {
  const now = ctx.now();
  const at = nowIso(now);
  const email = source.email.toLowerCase();
  const keys = { address: addressKey(source.ip), pair: accountAddressKey(email, source.ip), account: accountKey(email) };
  const rows = await ctx.db.selectFrom('login_throttles').selectAll().where('key', 'in', Object.values(keys)).execute();
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const waits: string[] = [];
  for (const key of [keys.address, keys.pair]) {
    const lockedUntil = byKey.get(key)?.locked_until;
    if (lockedUntil && lockedUntil > at) waits.push(lockedUntil);
  }
  const account = byKey.get(keys.account);
  const pair = byKey.get(keys.pair);
  const failedHere = !!pair?.last_failure_at && pair.last_failure_at > nowIso(new Date(now.getTime() - THROTTLE.account.windowSeconds * 1000));
  if (failedHere && account?.locked_until && account.locked_until > at) waits.push(account.locked_until);
  const until = waits.sort().pop();
  if (until) throw throttled(now, until);

  const address = await countAttempt(ctx, keys.address, null, THROTTLE.address.windowSeconds, false);
  if (address.failures > THROTTLE.address.maxFailures) {
    const lock = plusSeconds(now, THROTTLE.address.lockSeconds);
    await lockUntil(ctx, keys.address, lock);
    throw throttled(now, lock);
  }
  const reserved = await countAttempt(ctx, keys.pair, email, THROTTLE.accountAddress.windowSeconds, false);
  if (reserved.failures > THROTTLE.accountAddress.maxFailures) {
    const lock = plusSeconds(now, THROTTLE.accountAddress.lockSeconds);
    await lockUntil(ctx, keys.pair, lock);
    throw throttled(now, lock);
  }
};

/** The password was right: the attempt reserved on the address and account+address keys is given back. */
export const releaseLoginAttempt = async (ctx: AppContext, source: LoginSource): Promise<void> => {
  await ctx.db
    .updateTable('login_throttles')
    .set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end` })
    .where('key', 'in', [addressKey(source.ip), accountAddressKey(source.email, source.ip)])
    .execute();
};

export type RecordedFailure = { accountFailures: number; since: string };

/**
 * The password was wrong: the reserved attempt is a failure of the address and of the account from
 * it (locking them at their limits), and one more failure of the account (setting its delay).
 */
export const recordLoginFailure = async (ctx: AppContext, source: LoginSource): Promise<RecordedFailure> => {
  const now = ctx.now();
  const at = nowIso(now);
  const email = source.email.toLowerCase();
  for (const [key, limit] of [
    [addressKey(source.ip), THROTTLE.address],
    [accountAddressKey(email, source.ip), THROTTLE.accountAddress],
  ] as const) {
    const row = await ctx.db.updateTable('login_throttles').set({ last_failure_at: at }).where('key', '=', key).returning('failures').executeTakeFirst();
    if (row && Number(row.failures) >= limit.maxFailures) await lockUntil(ctx, key, plusSeconds(now, limit.lockSeconds));
  }
  const account = await countAttempt(ctx, accountKey(email), email, THROTTLE.account.windowSeconds, true);
  const delay = accountDelaySeconds(account.failures);
  if (delay > 0) await lockUntil(ctx, accountKey(email), plusSeconds(now, delay));
  if (Math.random() < PRUNE_CHANCE) {
    const old = nowIso(new Date(now.getTime() - PRUNE_AFTER_SECONDS * 1000));
    await ctx.db.deleteFrom('login_throttles').where('first_failure_at', '<', old).where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)])).execute();
  }
  return { accountFailures: account.failures, since: account.firstFailureAt };
};

/**
 * Whether the user is to be told about failed sign-ins now: true once the account has failed often
 * enough, and then not again for a day. The claim is one conditional update, so two instances never
 * both send.
 */
export const claimFailureNotice = async (ctx: AppContext, email: string, failure: RecordedFailure): Promise<boolean> => {
  if (failure.accountFailures < THROTTLE.notify.afterFailures) return false;
  const now = ctx.now();
  const before = nowIso(new Date(now.getTime() - THROTTLE.notify.atMostEverySeconds * 1000));
  const claimed = await ctx.db
    .updateTable('login_throttles')
    .set({ notified_at: nowIso(now) })
    .where('key', '=', accountKey(email))
    .where((eb) => eb.or([eb('notified_at', 'is', null), eb('notified_at', '<=', before)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
};

/** After a successful sign-in: this address is in good standing for the account again (the other keys keep counting). */
export const clearLoginSource = async (ctx: AppContext, source: LoginSource): Promise<void> => {
  await ctx.db.deleteFrom('login_throttles').where('key', '=', accountAddressKey(source.email, source.ip)).execute();
};

/** Admin reset and completed password reset: every row of the account (its delay and each address's lock for it). */
export const clearAccountThrottle = async (ctx: AppContext, email: string): Promise<void> => {
  const account = email.toLowerCase();
  await ctx.db.deleteFrom('login_throttles').where((eb) => eb.or([eb('account', '=', account), eb('key', '=', accountKey(account))])).execute();
};

import { sql } from 'kysely';
import type { AppContext, UserRow } from '../context';
import { nowIso } from '../db/values';
import { oneTimeCodeRequired } from '../domain/errors';
import { decryptSecret, hmac } from './secrets';
import { matchTotpStep } from './totp';

export const OTP_MAX_FAILURES = 5;
export const OTP_LOCK_SECONDS = 15 * 60;

export const OTP_MESSAGES = {
  required: 'Two-factor authentication code is required.',
  invalid: 'The two-factor code is invalid.',
  used: 'This code has already been used. Please wait for a new code.',
  otherRequest: 'This code was given for another request. Please enter a new code.',
  locked: (minutes: number) => `Too many invalid codes. Two-factor verification is locked for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;


/** Fields that may change between the first try and a confirmed re-submission of the same request. */
const IGNORED_KEYS = new Set(['bypass_duplicate_check']);

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k, v]) => !IGNORED_KEYS.has(k) && v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
};

/** Keyed hash of what a code confirms: method, path and payload (secrets never stored in clear). */
export const requestBinding = (appKey: Buffer, method: string, path: string, payload: unknown): string =>
  hmac(appKey, `${method.toUpperCase()} ${path}\n${JSON.stringify(canonical(payload))}`);

/**
 * Asks for the one-time code of `user` for the request being served (or for `payload` when given):
 * resolves when there is nothing to confirm or the code is right. A service calls it after every check
 * that can refuse the request and before its first write (http/route.ts gives each call its own).
 */
export type ConfirmOtp = (user: UserRow, payload?: unknown) => Promise<void>;

/** Called once the confirmed request has succeeded: the code cannot be used again. */
export type OtpCommit = () => Promise<void>;

/**
 * Checks the one-time code of a request for a user with two-factor on.
 * Returns null when the user has no two-factor (nothing to confirm), else the commit to run on success.
 * Calls ask for the code only after their own checks (http/route.ts), so a request refused by
 * validation (422, 404, 409 duplicate) never reaches this and leaves the code untouched. A code is
 * accepted once: for a request that still failed after its code was checked (a refusal found under the
 * write's locks) it stays valid for the same request only, so the portal can re-submit; any other
 * payload needs a fresh code.
 */
export const requireOtp = async (ctx: AppContext, user: UserRow, code: string | undefined, bindingOf: string | (() => string)): Promise<OtpCommit | null> => {
  if (user.totp_enabled !== 1 || !user.totp_secret_enc) return null;
  // The request's binding (a keyed hash of its canonical payload) only matters to a code: computed when there is one to check.
  const binding = typeof bindingOf === 'function' ? bindingOf() : bindingOf;
  const now = ctx.now();
  if (user.otp_locked_until && user.otp_locked_until > nowIso(now)) {
    const seconds = Math.ceil((new Date(user.otp_locked_until).getTime() - now.getTime()) / 1000);
    throw oneTimeCodeRequired(OTP_MESSAGES.locked(Math.ceil(seconds / 60)), seconds);
  }
  if (!code) throw oneTimeCodeRequired(OTP_MESSAGES.required);

  const step = matchTotpStep(decryptSecret(ctx.appKey, user.totp_secret_enc), code.trim(), now.getTime());
  if (step === null) {
    const updated = await ctx.db
      .updateTable('users')
      .set({ otp_failures: sql<number>`otp_failures + 1` })
      .where('id', '=', user.id)
      .returning(['otp_failures'])
      .executeTakeFirst();
    if ((updated?.otp_failures ?? 0) >= OTP_MAX_FAILURES) {
      await ctx.db
        .updateTable('users')
        .set({ otp_failures: 0, otp_locked_until: nowIso(new Date(now.getTime() + OTP_LOCK_SECONDS * 1000)) })
        .where('id', '=', user.id)
        .execute();
      throw oneTimeCodeRequired(OTP_MESSAGES.locked(OTP_LOCK_SECONDS / 60), OTP_LOCK_SECONDS);
    }
    throw oneTimeCodeRequired(OTP_MESSAGES.invalid);
  }

  const existing = await ctx.db.selectFrom('otp_uses').selectAll().where('user_id', '=', user.id).where('step', '=', step).executeTakeFirst();
  if (existing) {
    if (existing.completed === 1) throw oneTimeCodeRequired(OTP_MESSAGES.used);
    if (existing.request_hash !== binding) throw oneTimeCodeRequired(OTP_MESSAGES.otherRequest);
  } else {
    if (step <= user.otp_last_step) throw oneTimeCodeRequired(OTP_MESSAGES.used);
    try {
      await ctx.db.insertInto('otp_uses').values({ user_id: user.id, step, request_hash: binding, completed: 0, created_at: nowIso(now) }).execute();
    } catch {
      // Another request took this code at the same moment.
      throw oneTimeCodeRequired(OTP_MESSAGES.used);
    }
  }
  if (user.otp_failures > 0) await ctx.db.updateTable('users').set({ otp_failures: 0 }).where('id', '=', user.id).execute();

  return async () => {
    await ctx.db.updateTable('otp_uses').set({ completed: 1 }).where('user_id', '=', user.id).where('step', '=', step).execute();
    await ctx.db.updateTable('users').set({ otp_last_step: step }).where('id', '=', user.id).where('otp_last_step', '<', step).execute();
  };
};

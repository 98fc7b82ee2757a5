import { sql } from 'kysely';
import type { AppContext, UserRow } from '../context';
import { nowIso } from '../db/values';
import { oneTimeCodeRequired } from '../domain/errors';
import { OTP_MESSAGES, type OtpCommit } from './otpMessages';
import { checkPasskey, passkeyChallenge } from './passkeyCheck';
import { looksLikeRecoveryCode, spendRecoveryCode } from './recoveryCodes';
import { decryptSecret, hmac } from './secrets';
import { matchTotpStep } from './totp';
import { hasPasskeys } from './webauthn';

export const OTP_MAX_FAILURES = 5;
export const OTP_LOCK_SECONDS = 15 * 60;

export { OTP_MESSAGES, type OtpCommit };


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

/** What confirmed a request beside the password. */
export type SecondFactor = 'totp' | 'passkey' | 'recovery_code';

/** The factor that confirmed a request; a recovery code also tells how many are left. */
export type SecondFactorUse = { method: SecondFactor; recoveryCodesLeft?: number };

/**
 * Asks for the one-time code of `user` for the request being served (or for `payload` when given):
 * resolves when there is nothing to confirm (null) or with the factor that confirmed it. A service calls
 * it after every check that can refuse the request and before its first write (http/route.ts gives each
 * call its own).
 */
export type ConfirmOtp = (user: UserRow, payload?: unknown) => Promise<void>;

/** ConfirmOtp telling which factor confirmed the request (null: the user has no two-factor). */
export type ConfirmSecondFactor = (user: UserRow, payload?: unknown) => Promise<SecondFactorUse | null>;


/** What a request presents as its second factor: the one-time-code header, the passkey-assertion header. */
export type OtpCredential = {
  code?: string;
  passkey?: string;
  /** The call accepts a recovery code instead of a one-time code (the sign-ins). */
  recoveryCodes?: boolean;
};

export type OtpCheck = { commit: OtpCommit; use: SecondFactorUse };

/** The methods a refusal offers the user: the app always, a passkey when one is registered, a recovery code where accepted. */
const methodsOf = async (ctx: AppContext, user: UserRow, credential: OtpCredential): Promise<string[]> => [
  'totp',
  ...((await hasPasskeys(ctx.db, user.id)) ? ['passkey'] : []),
  ...(credential.recoveryCodes ? ['recovery_code'] : []),
];

/** One more wrong answer (code, recovery code or passkey): five in a row lock two-factor for a while. */
const countFailure = async (ctx: AppContext, user: UserRow, now: Date): Promise<number | null> => {
  const updated = await ctx.db.updateTable('users').set({ otp_failures: sql<number>`otp_failures + 1` }).where('id', '=', user.id).returning(['otp_failures']).executeTakeFirst();
  if ((updated?.otp_failures ?? 0) < OTP_MAX_FAILURES) return null;
  await ctx.db.updateTable('users').set({ otp_failures: 0, otp_locked_until: nowIso(new Date(now.getTime() + OTP_LOCK_SECONDS * 1000)) }).where('id', '=', user.id).execute();
  return OTP_LOCK_SECONDS;
};

/**
 * Checks the second factor of a request for a user with two-factor on: the six-digit code of the
 * authenticator app, a passkey assertion whose challenge was bound to this very request, or (sign-ins
 * only) a recovery code. Returns null when the user has no two-factor (nothing to confirm), else the
 * commit to run on success and the factor used.
 * Calls ask for the code only after their own checks (http/route.ts), so a request refused by
 * validation (422, 404, 409 duplicate) never reaches this and leaves the code untouched. A code is
 * accepted once: for a request that still failed after its code was checked (a refusal found under the
 * write's locks) it stays valid for the same request only, so the portal can re-submit; any other
 * payload needs a fresh code. A passkey assertion likewise: its challenge names the request's binding.
 * Wrong answers of every kind count together towards the lock.
 */
export const requireOtp = async (ctx: AppContext, user: UserRow, given: string | undefined | OtpCredential, bindingOf: string | (() => string)): Promise<OtpCheck | null> => {
  if (user.totp_enabled !== 1 || !user.totp_secret_enc) return null;
  const credential: OtpCredential = typeof given === 'object' ? given : { code: given };
  // The request's binding (a keyed hash of its canonical payload) only matters to a code: computed when there is one to check.
  const binding = () => (typeof bindingOf === 'function' ? bindingOf() : bindingOf);
  const now = ctx.now();
  const refuse = async (message: string, retryAfter?: number) => oneTimeCodeRequired(message, retryAfter, await methodsOf(ctx, user, credential));
  const failed = async (message: string) => {
    const lock = await countFailure(ctx, user, now);
    return lock === null ? refuse(message) : refuse(OTP_MESSAGES.locked(lock / 60), lock);
  };
  if (user.otp_locked_until && user.otp_locked_until > nowIso(now)) {
    const seconds = Math.ceil((new Date(user.otp_locked_until).getTime() - now.getTime()) / 1000);
    throw await refuse(OTP_MESSAGES.locked(Math.ceil(seconds / 60)), seconds);
  }
  const resetFailures = async () => {
    if (user.otp_failures > 0) await ctx.db.updateTable('users').set({ otp_failures: 0 }).where('id', '=', user.id).execute();
  };

  const passkey = credential.passkey?.trim();
  if (passkey) {
    if (passkey === 'request') {
      const options = await passkeyChallenge(ctx, user, binding(), now);
      if (!options) throw await refuse(OTP_MESSAGES.passkeyNone);
      throw oneTimeCodeRequired(OTP_MESSAGES.passkeyConfirm, undefined, await methodsOf(ctx, user, credential), options);
    }
    const outcome = await checkPasskey(ctx, user, passkey, binding(), now);
    if (outcome.ok === false) throw outcome.counts ? await failed(outcome.message) : await refuse(outcome.message);
    await resetFailures();
    return { commit: outcome.commit, use: { method: 'passkey' } };
  }

  const code = credential.code?.trim();
  if (!code) throw await refuse(OTP_MESSAGES.required);

  if (looksLikeRecoveryCode(code)) {
    if (!credential.recoveryCodes) throw await refuse(OTP_MESSAGES.recoveryNotHere);
    const left = await spendRecoveryCode(ctx.db, ctx.appKey, user.id, code, now);
    if (left === null) throw await failed(OTP_MESSAGES.recoveryInvalid);
    await resetFailures();
    // Spent at once: a recovery code is single use whatever becomes of the request.
    return { commit: async () => undefined, use: { method: 'recovery_code', recoveryCodesLeft: left } };
  }

  const step = matchTotpStep(decryptSecret(ctx.appKey, user.totp_secret_enc), code, now.getTime());
  if (step === null) throw await failed(OTP_MESSAGES.invalid);

  const bound = binding();
  const existing = await ctx.db.selectFrom('otp_uses').selectAll().where('user_id', '=', user.id).where('step', '=', step).executeTakeFirst();
  if (existing) {
    if (existing.completed === 1) throw await refuse(OTP_MESSAGES.used);
    if (existing.request_hash !== bound) throw await refuse(OTP_MESSAGES.otherRequest);
  } else {
    if (step <= user.otp_last_step) throw await refuse(OTP_MESSAGES.used);
    try {
      await ctx.db.insertInto('otp_uses').values({ user_id: user.id, step, request_hash: bound, completed: 0, created_at: nowIso(now) }).execute();
    } catch {
      // Another request took this code at the same moment.
      throw await refuse(OTP_MESSAGES.used);
    }
  }
  await resetFailures();

  return {
    use: { method: 'totp' },
    commit: async () => {
      await ctx.db.updateTable('otp_uses').set({ completed: 1 }).where('user_id', '=', user.id).where('step', '=', step).execute();
      await ctx.db.updateTable('users').set({ otp_last_step: step }).where('id', '=', user.id).where('otp_last_step', '<', step).execute();
    },
  };
};

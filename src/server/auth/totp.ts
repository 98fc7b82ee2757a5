import { authenticator } from 'otplib';
import { safeEqual } from './secrets';

/** RFC 6238 TOTP as authenticator apps use it: base32 secret, SHA-1, 6 digits, 30 s steps. */
export const TOTP_STEP_SECONDS = 30;
/** Codes of one step before and after the current one are accepted (clock drift). */
export const TOTP_WINDOW = 1;

export const generateTotpSecret = (): string => authenticator.generateSecret(20);

export const totpUri = (secret: string, account: string, issuer: string): string => authenticator.keyuri(account, issuer, secret);

export const stepAt = (epochMs: number): number => Math.floor(epochMs / 1000 / TOTP_STEP_SECONDS);

export const totpCodeForStep = (secret: string, step: number): string =>
  authenticator.clone({ epoch: step * TOTP_STEP_SECONDS * 1000 }).generate(secret);

export const totpCode = (secret: string, epochMs: number = Date.now()): string => totpCodeForStep(secret, stepAt(epochMs));

/** The time step whose code this is, within the window around `epochMs`, or null. */
export const matchTotpStep = (secret: string, code: string, epochMs: number = Date.now()): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const now = stepAt(epochMs);
  let found: number | null = null;
  // Compare against every candidate so the time taken does not depend on which one matched.
  for (let delta = -TOTP_WINDOW; delta <= TOTP_WINDOW; delta++) {
    if (safeEqual(totpCodeForStep(secret, now + delta), code) && found === null) found = now + delta;
  }
  return found;
};

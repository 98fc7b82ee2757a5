import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MESSAGES, requestBinding, requireOtp } from '../../src/server/auth/otpGuard';
import { matchTotpStep, stepAt, totpCodeForStep } from '../../src/server/auth/totp';
import { DomainError } from '../../src/server/domain/errors';
import { domainToHttp } from '../../src/server/http/errorHandler';
import { createUser, makeApp, TEST_SECRET, type TestApp } from './harness';

const base32 = (ascii: string): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const byte of Buffer.from(ascii, 'ascii')) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
};

// RFC 6238 appendix B, SHA-1 column (8 digits); a 6-digit code is the same number mod 10^6.
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

/** What a refusal of requireOtp answers the client (status, message, headers), as the one error handler maps it. */
const answerOf = (refused: Promise<unknown>) => refused.then(
  () => { throw new Error('expected a refusal'); },
  (e: unknown) => (e instanceof DomainError ? domainToHttp(e) : e),
);

describe('TOTP (RFC 6238)', () => {
  const secret = base32('12345678901234567890');
  it.each(RFC_VECTORS)('at T=%i the code is the last six digits of %s', (t, code8) => {
    expect(totpCodeForStep(secret, stepAt(t * 1000))).toBe(code8.slice(2));
  });

  it('accepts one step of drift either way and nothing further', () => {
    const t = 1111111111 * 1000;
    const step = stepAt(t);
    expect(matchTotpStep(secret, totpCodeForStep(secret, step), t)).toBe(step);
    expect(matchTotpStep(secret, totpCodeForStep(secret, step - 1), t)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCodeForStep(secret, step + 1), t)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCodeForStep(secret, step - 2), t)).toBeNull();
    expect(matchTotpStep(secret, '12345', t)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', t)).toBeNull();
  });
});

describe('a code confirms exactly one request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp('sqlite');
    await createUser(t, { email: 'bound@test.local', twoFactor: true });
  });
  afterAll(async () => t.close());

  const user = () => t.db.db.selectFrom('users').selectAll().where('email', '=', 'bound@test.local').executeTakeFirstOrThrow();
  const bind = (payload: unknown) => requestBinding(t.appKey, 'POST', '/api/v1/manager/transactions/iban', payload);

  it('stays valid for the same payload until that request succeeds, and never for another payload', async () => {
    const code = totpCodeForStep(TEST_SECRET, stepAt(t.clock.now.getTime()));
    const ctx = t.app.kontor;
    const original = { amount: '100.00', customer_iban: 'DE89370400440532013000' };

    // First try is refused later by the handler (e.g. 409 duplicate): the code is not spent.
    expect((await requireOtp(ctx, await user(), code, bind(original)))?.use).toEqual({ method: 'totp' });
    // A changed amount or payee needs a fresh code.
    expect(await answerOf(requireOtp(ctx, await user(), code, bind({ ...original, amount: '900.00' })))).toMatchObject({ status: 403, message: OTP_MESSAGES.otherRequest });
    expect(await answerOf(requireOtp(ctx, await user(), code, bind({ ...original, customer_iban: 'FR1420041010050500013M02606' })))).toMatchObject({ message: OTP_MESSAGES.otherRequest });
    // The confirmed re-submission (bypass_duplicate_check added) is the same request.
    const checked = await requireOtp(ctx, await user(), code, bind({ ...original, bypass_duplicate_check: true }));
    expect(checked?.commit).toBeTypeOf('function');
    await checked?.commit();
    // Spent now, whatever the payload.
    expect(await answerOf(requireOtp(ctx, await user(), code, bind(original)))).toMatchObject({ message: OTP_MESSAGES.used, headers: { 'otp-required': 'true' } });
    // An older code inside the window is refused after a newer one was used.
    const previous = totpCodeForStep(TEST_SECRET, stepAt(t.clock.now.getTime()) - 1);
    expect(await answerOf(requireOtp(ctx, await user(), previous, bind({ other: 1 })))).toMatchObject({ message: OTP_MESSAGES.used });
  });

  it('passes users without two-factor through with nothing to commit', async () => {
    await createUser(t, { email: 'nofa@test.local' });
    const u = await t.db.db.selectFrom('users').selectAll().where('email', '=', 'nofa@test.local').executeTakeFirstOrThrow();
    await expect(requireOtp(t.app.kontor, u, undefined, bind({}))).resolves.toBeNull();
  });
});

import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AppContext, UserRow } from '../context';
import { nowIso } from '../db/values';
import { OTP_MESSAGES, type OtpCommit } from './otpMessages';
import { challengeOf, credentialOf, liveChallenge, parseAssertion, passkeysOf, relyingPartyOf, spendChallenge, storeChallenge, transportsOf } from './webauthn';

/**
 * A passkey instead of the six-digit code (issue 42). The portal re-sends the request it was asked a code
 * for with `passkey-assertion: request`; the server answers 403 otp-required with a challenge stored
 * beside that request's binding (the keyed hash of method, path and payload a code is bound to). The
 * authenticator signs the challenge, the portal sends the request again with the assertion, and it is
 * accepted only for a request with the same binding: a changed amount, payee or fee is refused with the
 * old assertion.
 */

/** A challenge for this request, as the WebAuthn request options (base64url JSON); null when the user has no passkey. */
export const passkeyChallenge = async (ctx: AppContext, user: UserRow, binding: string, now: Date): Promise<string | null> => {
  const keys = await passkeysOf(ctx.db, user.id);
  if (keys.length === 0) return null;
  const challenge = await storeChallenge(ctx.db, user.id, 'confirm', binding, now);
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(ctx.config).id,
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    allowCredentials: keys.map((k) => ({ id: k.credential_id, transports: transportsOf(k) })),
    userVerification: 'required',
  });
  return Buffer.from(JSON.stringify(options)).toString('base64url');
};

export type PasskeyOutcome = { ok: true; commit: OtpCommit } | { ok: false; message: string; counts: boolean };

/** Checks a passkey assertion for this request; `counts` says whether the refusal counts towards the lock. */
export const checkPasskey = async (ctx: AppContext, user: UserRow, header: string, binding: string, now: Date): Promise<PasskeyOutcome> => {
  const assertion = parseAssertion(header);
  const signed = assertion ? challengeOf(assertion.response.clientDataJSON) : null;
  if (!assertion || !signed) return { ok: false, message: OTP_MESSAGES.passkeyInvalid, counts: true };
  const challenge = await liveChallenge(ctx.db, user.id, 'confirm', signed, now);
  if (!challenge) return { ok: false, message: OTP_MESSAGES.passkeyExpired, counts: false };
  if (challenge.binding !== binding) return { ok: false, message: OTP_MESSAGES.passkeyOtherRequest, counts: false };
  const key = await ctx.db.selectFrom('passkeys').selectAll().where('user_id', '=', user.id).where('credential_id', '=', assertion.id).executeTakeFirst();
  if (!key) return { ok: false, message: OTP_MESSAGES.passkeyInvalid, counts: true };
  const rp = relyingPartyOf(ctx.config);
  let verified = false;
  let newCounter = 0;
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion, expectedChallenge: challenge.challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, credential: credentialOf(key), requireUserVerification: true,
    });
    verified = result.verified;
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    verified = false;
  }
  if (!verified) return { ok: false, message: OTP_MESSAGES.passkeyInvalid, counts: true };
  const at = nowIso(now);
  await ctx.db.updateTable('passkeys').set({ counter: newCounter, last_used_at: at, updated_at: at }).where('id', '=', key.id).execute();
  return {
    ok: true,
    // Spent once the confirmed request succeeded (until then the same request may be re-sent with it, as with a code).
    commit: async () => {
      await spendChallenge(ctx.db, challenge.id, ctx.now());
    },
  };
};

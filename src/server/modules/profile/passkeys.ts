import type { FastifyRequest } from 'fastify';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { CallOutput } from '../../../contract/calls';
import type { Passkey, PasskeyRegistrationOptions } from '../../../contract/entities';
import type { ConfirmOtp } from '../../auth/otpGuard';
import { hmac } from '../../auth/secrets';
import { challengeOf, liveChallenge, passkeysOf, relyingPartyOf, RP_NAME, spendChallenge, storeChallenge, transportsOf } from '../../auth/webauthn';
import type { AppContext, AuthState } from '../../context';
import type { PasskeysTable } from '../../db/schemaSecondFactors';
import { bool, nowIso } from '../../db/values';
import { conflict, fieldError, notFound } from '../../domain/errors';
import { recordActivity } from '../activityLogs/record';
import { refuseActingAdmin, SECOND_FACTOR_MESSAGES } from './secondFactors';

export const PASSKEY_MESSAGES = {
  expired: 'The passkey registration has expired. Please start again.',
  failed: 'The passkey could not be registered. Please try again.',
  known: 'This passkey is already registered.',
  notFound: 'The passkey was not found.',
  added: 'The passkey has been added.',
  renamed: 'The passkey has been renamed.',
  removed: 'The passkey has been removed.',
} as const;

type PasskeyRow = Pick<PasskeysTable, 'name' | 'device_type' | 'backed_up' | 'created_at' | 'last_used_at'> & { id: number };

const passkeyResource = (row: PasskeyRow): Passkey => ({
  id: row.id, name: row.name, device_type: row.device_type, backed_up: bool(row.backed_up), created_at: row.created_at, last_used_at: row.last_used_at,
});

const COLUMNS = ['id', 'name', 'device_type', 'backed_up', 'created_at', 'last_used_at'] as const;

export const listPasskeys = async (ctx: AppContext, auth: AuthState): Promise<Passkey[]> =>
  (await ctx.db.selectFrom('passkeys').select(COLUMNS).where('user_id', '=', auth.user.id).orderBy('id').execute()).map(passkeyResource);

const ownPasskey = async (ctx: AppContext, auth: AuthState, id: number): Promise<PasskeyRow> => {
  const row = await ctx.db.selectFrom('passkeys').select(COLUMNS).where('user_id', '=', auth.user.id).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(PASSKEY_MESSAGES.notFound);
  return row;
};

const refuseWithoutTwoFactor = (auth: AuthState): void => {
  if (auth.user.totp_enabled !== 1) throw conflict(SECOND_FACTOR_MESSAGES.twoFactorOff);
};

/** The WebAuthn user handle: opaque (a keyed hash of the user id), never the e-mail address. */
const userHandle = (ctx: AppContext, userId: number): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(hmac(ctx.appKey, `webauthn-user:${userId}`), 'hex'));

/** Creation options with a stored single-use challenge; the user's passkeys are excluded (one registration per authenticator). */
export const passkeyRegistrationOptions = async (ctx: AppContext, auth: AuthState): Promise<PasskeyRegistrationOptions> => {
  refuseActingAdmin(auth);
  refuseWithoutTwoFactor(auth);
  const challenge = await storeChallenge(ctx.db, auth.user.id, 'register', null, ctx.now());
  const existing = await passkeysOf(ctx.db, auth.user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingPartyOf(ctx.config).id,
    userName: auth.user.email,
    userDisplayName: `${auth.user.first_name} ${auth.user.last_name}`.trim(),
    userID: userHandle(ctx, auth.user.id),
    challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
    attestationType: 'none',
    excludeCredentials: existing.map((k) => ({ id: k.credential_id, transports: transportsOf(k) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
  return options as unknown as PasskeyRegistrationOptions;
};

/** Registers the browser's new credential under a name; needs a current second factor (a new factor is a step-up). */
export const addPasskey = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, body: CallOutput<'profile.passkeyAdd', 'body'>, confirmOtp: ConfirmOtp): Promise<{ data: Passkey; message: string }> => {
  refuseActingAdmin(auth);
  refuseWithoutTwoFactor(auth);
  const response = body.response as unknown as RegistrationResponseJSON;
  const clientData = typeof response.response === 'object' && response.response !== null ? response.response.clientDataJSON : undefined;
  const signed = typeof clientData === 'string' ? challengeOf(clientData) : null;
  const challenge = signed ? await liveChallenge(ctx.db, auth.user.id, 'register', signed, ctx.now()) : undefined;
  if (!challenge) throw fieldError('response', PASSKEY_MESSAGES.expired);
  const rp = relyingPartyOf(ctx.config);
  const verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge.challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true }).catch(() => null);
  if (!verified?.verified) throw fieldError('response', PASSKEY_MESSAGES.failed);
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const known = await ctx.db.selectFrom('passkeys').select('id').where('credential_id', '=', credential.id).executeTakeFirst();
  if (known) throw conflict(PASSKEY_MESSAGES.known);
  await confirmOtp(auth.user);
  if (!(await spendChallenge(ctx.db, challenge.id, ctx.now()))) throw fieldError('response', PASSKEY_MESSAGES.expired);
  const at = nowIso(ctx.now());
  const row = await ctx.db
    .insertInto('passkeys')
    .values({
      user_id: auth.user.id, credential_id: credential.id, public_key: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter,
      transports: credential.transports ? JSON.stringify(credential.transports) : null, name: body.name, device_type: credentialDeviceType, backed_up: credentialBackedUp ? 1 : 0,
      last_used_at: null, created_at: at, updated_at: at,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  await recordActivity(ctx, req, {
    type: 'profile.passkey_added', userId: auth.user.id, companyId: auth.user.company_id, description: `Passkey "${body.name}" added`, meta: { passkey_id: row.id },
    timeline: { entityClass: 'user', entityId: auth.user.id, event: 'passkey_added' },
  });
  return { data: passkeyResource(row), message: PASSKEY_MESSAGES.added };
};

export const renamePasskey = async (ctx: AppContext, auth: AuthState, id: number, name: string): Promise<{ data: Passkey; message: string }> => {
  refuseActingAdmin(auth);
  const row = await ownPasskey(ctx, auth, id);
  await ctx.db.updateTable('passkeys').set({ name, updated_at: nowIso(ctx.now()) }).where('id', '=', row.id).execute();
  return { data: passkeyResource({ ...row, name }), message: PASSKEY_MESSAGES.renamed };
};

export const removePasskey = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, id: number, confirmOtp: ConfirmOtp): Promise<{ message: string }> => {
  refuseActingAdmin(auth);
  const row = await ownPasskey(ctx, auth, id);
  await confirmOtp(auth.user);
  await ctx.db.deleteFrom('passkeys').where('id', '=', row.id).execute();
  await recordActivity(ctx, req, {
    type: 'profile.passkey_removed', userId: auth.user.id, companyId: auth.user.company_id, description: `Passkey "${row.name}" removed`, meta: { passkey_id: row.id },
    timeline: { entityClass: 'user', entityId: auth.user.id, event: 'passkey_removed' },
  });
  return { message: PASSKEY_MESSAGES.removed };
};

import { z } from 'zod';
import { defineCalls } from '../http';
import { emailSchema, otpCodeSchema, passwordSchema } from '../schemas';

const nameSchema = z.string().trim().min(1).max(100);

const registration = z
  .object({
    first_name: nameSchema,
    last_name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string().max(256),
    legal_type: z.enum(['individual', 'company']),
    company_name: z.string().trim().max(200).optional(),
    country: z.string().trim().length(2).toUpperCase().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'The password confirmation does not match.' });
    if (v.legal_type === 'company' && !v.company_name) ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'The company name is required.' });
  });

const newPassword = z
  .object({ password: passwordSchema, password_confirmation: z.string().max(256) })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'The password confirmation does not match.' });

const keyCodeParams = z.object({ a: z.string().min(1).max(128), b: z.string().min(1).max(256) });
/** auth/portals/{portal}/{key}: the portal's name and the key it signed. */
const portalKeyParams = z.object({ a: z.string().regex(/^[a-z0-9_]{1,64}$/, 'The portal is invalid.'), b: z.string().min(1).max(2048) });

/** The waiting browser's secret and its SHA-256, both 43 characters of base64url (32 bytes). */
const deviceSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'The value is not valid.');
/** The code of a sign-in request's QR link. */
const deviceCodeParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'The sign-in request is not valid.') });

const passkeyName = z.string().trim().min(1, 'The name is required.').max(60, 'The name may be at most 60 characters.');
const passkeyParams = z.object({ id: z.coerce.number().int().positive() });

/** Document 2, section 7 "Common": the auth entry calls and the profile. */
export const authCalls = defineCalls({
  'auth.login': {
    method: 'POST', path: 'auth/login', access: 'public', tag: 'auth', recoveryCodes: true,
    summary: 'Sign in with e-mail and password; users with two-factor on must send the one-time code header (or a recovery code in it, or a passkey assertion)',
    body: z.object({ email: emailSchema, password: z.string().min(1).max(256), oauth_code: z.string().max(512).optional() }),
  },
  'auth.loginIframe': {
    method: 'POST', path: 'auth/login-iframe', access: 'public', tag: 'auth',
    summary: 'Sign in from the CRM iframe (all five CRM context fields are required, with the key the CRM signed for them)',
    body: z.object({
      user_id: z.string().min(1).max(64), user_zuid: z.string().min(1).max(64), user_email: emailSchema, domain: z.string().min(1).max(255), organization_id: z.string().min(1).max(64),
      key: z.string().min(1).max(2048),
    }),
  },
  'auth.rocketChat': { method: 'POST', path: 'auth/rocket-chat', access: 'user', tag: 'auth', summary: 'Chat-service sign-in token' },
  'auth.registration': { method: 'POST', path: 'auth/registration', access: 'guest', tag: 'auth', summary: 'Register a new user', body: registration },
  'auth.registrationAffiliated': {
    method: 'POST', path: 'auth/registration/{affiliation}', access: 'guest', tag: 'auth',
    summary: 'Register a new user tied to an affiliate owner company',
    params: z.object({ affiliation: z.string().min(1).max(64) }), body: registration,
  },
  'auth.affiliateOwner': {
    method: 'GET', path: 'auth/affiliate-owner/{id}', access: 'public', tag: 'auth',
    summary: 'Name of the affiliate owner company for a registration link', params: z.object({ id: z.string().min(1).max(64) }),
  },
  'auth.forgotPassword': { method: 'POST', path: 'auth/forgot-password', access: 'guest', tag: 'auth', summary: 'Send a password reset link', body: z.object({ email: emailSchema }) },
  'auth.resetPasswordCheck': { method: 'GET', path: 'auth/reset-password/{a}/{b}', access: 'guest', tag: 'auth', summary: 'Check a password reset link', params: keyCodeParams },
  'auth.resetPassword': { method: 'POST', path: 'auth/reset-password/{a}/{b}', access: 'guest', tag: 'auth', summary: 'Set a new password from a reset link', params: keyCodeParams, body: newPassword },
  'auth.approveEmail': { method: 'POST', path: 'auth/approve-email/{a}/{b}', access: 'public', tag: 'auth', summary: 'Approve an e-mail address', params: keyCodeParams },
  'auth.fromLegacy': { method: 'POST', path: 'auth/from-legacy', access: 'public', tag: 'auth', summary: 'Sign in from a legacy system key', body: z.object({ key: z.string().min(1).max(2048) }) },
  'auth.toLegacy': { method: 'POST', path: 'auth/to-legacy', access: 'user', tag: 'auth', summary: 'Address for signing in to the legacy system' },
  'auth.flexpsp': {
    method: 'POST', path: 'auth/flexpsp', access: 'public', tag: 'auth', summary: 'Quick sign-in from the PSP',
    body: z.object({ user_id: z.coerce.number().int().positive(), auth_key: z.string().min(1).max(2048) }),
  },
  'auth.portals': { method: 'POST', path: 'auth/portals/{a}/{b}', access: 'public', tag: 'auth', summary: 'Sign in from a remote portal', params: portalKeyParams },
  'auth.logout': { method: 'POST', path: 'auth/logout', access: 'user', tag: 'auth', summary: 'Sign out: revokes the access token and its refresh tokens' },
  'auth.refresh': { method: 'POST', path: 'auth/refresh', access: 'public', tag: 'auth', summary: 'Rotate the refresh token (HttpOnly cookie) and issue a new access token' },
  'auth.me': { method: 'GET', path: 'auth/me', access: 'user', tag: 'auth', summary: 'The signed-in user with roles and company' },

  // Sign-in approved from another device (issue 18): the waiting browser holds a secret (`verifier`),
  // sends only its SHA-256 (`identifier`), and redeems the one-time code announced on the public
  // announce channel (`auth_code` {otp, identifier}) together with the secret, as PKCE does.
  'auth.deviceSignIn.start': {
    method: 'POST', path: 'auth/device-sign-in', access: 'public', tag: 'auth',
    summary: 'A browser asks to be signed in from another device: answers the code of its QR link and when the request ends',
    body: z.object({ identifier: deviceSecretSchema }),
  },
  'auth.deviceSignIn.status': {
    method: 'POST', path: 'auth/device-sign-in/status', access: 'public', tag: 'auth',
    summary: 'The waiting browser asks what became of its request (waiting, approved, denied, expired, refused, redeemed)',
    body: z.object({ verifier: deviceSecretSchema }),
  },
  'auth.deviceSignIn.redeem': {
    method: 'POST', path: 'auth/device-sign-in/redeem', access: 'public', tag: 'auth',
    summary: 'The waiting browser signs in with the announced one-time code and its secret (single use, 2 minutes)',
    body: z.object({ otp: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'The code is not valid.'), verifier: deviceSecretSchema }),
  },
  'auth.deviceSignIn.show': {
    method: 'GET', path: 'auth/device-sign-in/{code}', access: 'user', tag: 'auth',
    summary: 'A signed-in user sees which browser asks to be signed in as them (browser, address, time)', params: deviceCodeParams,
  },
  'auth.deviceSignIn.approve': {
    method: 'POST', path: 'auth/device-sign-in/{code}/approve', access: 'user', tag: 'auth', otp: true,
    summary: 'Approve the waiting browser: its one-time code goes out on the announce channel', params: deviceCodeParams,
  },
  'auth.deviceSignIn.deny': {
    method: 'POST', path: 'auth/device-sign-in/{code}/deny', access: 'user', tag: 'auth',
    summary: 'Refuse the waiting browser', params: deviceCodeParams,
  },

  'profile.get': { method: 'GET', path: 'profile', access: 'user', tag: 'profile', summary: 'The signed-in user profile' },
  'profile.update': {
    method: 'PUT', path: 'profile', access: 'user', tag: 'profile', summary: 'Update the profile',
    body: z.object({ first_name: nameSchema, last_name: nameSchema, phone: z.string().trim().regex(/^\+?[0-9 ()-]{5,20}$/, 'The phone number format is invalid.').optional().or(z.literal('')) }),
  },
  'profile.avatar': { method: 'POST', path: 'profile/avatar', access: 'user', tag: 'profile', summary: 'Upload an avatar image (png, jpeg or webp, at most 2 MB)', multipart: true },
  'profile.password': {
    method: 'PUT', path: 'profile/password', access: 'user', tag: 'profile', summary: 'Change the password (one-time code needed when two-factor is on)',
    body: z.object({ current_password: z.string().min(1).max(256), password: passwordSchema, password_confirmation: z.string().max(256) })
      .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'The password confirmation does not match.' }),
  },
  'profile.twoFactorQr': { method: 'GET', path: 'profile/2fa/google/qr-code', access: 'user', tag: 'profile', summary: 'Start two-factor set-up: a new secret and its QR code' },
  'profile.twoFactorAssign': { method: 'POST', path: 'profile/2fa/google/assign', access: 'user', tag: 'profile', summary: 'Turn two-factor on by confirming a code of the new secret', body: z.object({ code: otpCodeSchema }) },
  'profile.twoFactorRemove': { method: 'DELETE', path: 'profile/2fa/google/remove', access: 'user', tag: 'profile', summary: 'Turn two-factor off (needs a current one-time code)', otp: true },
  'profile.recoveryCodes': {
    method: 'GET', path: 'profile/2fa/recovery-codes', access: 'user', tag: 'profile',
    summary: 'How many of the caller’s ten recovery codes are left (the codes themselves are shown only when made)',
  },
  'profile.recoveryCodesRegenerate': {
    method: 'POST', path: 'profile/2fa/recovery-codes', access: 'user', tag: 'profile', otp: true,
    summary: 'Ten new recovery codes, shown this once; the old set stops working (needs a current one-time code or passkey)',
  },
  'profile.passkeys': { method: 'GET', path: 'profile/passkeys', access: 'user', tag: 'profile', summary: 'The caller’s passkeys (name, kind, added, last used)' },
  'profile.passkeyOptions': {
    method: 'POST', path: 'profile/passkeys/options', access: 'user', tag: 'profile',
    summary: 'Start registering a passkey: the WebAuthn creation options with a stored single-use challenge (two-factor must be on)',
  },
  'profile.passkeyAdd': {
    method: 'POST', path: 'profile/passkeys', access: 'user', tag: 'profile', otp: true,
    summary: 'Register a passkey: its name and the browser’s WebAuthn registration answer (needs a current one-time code)',
    body: z.object({ name: passkeyName, response: z.record(z.string(), z.unknown()) }),
  },
  'profile.passkeyRename': {
    method: 'PUT', path: 'profile/passkeys/{id}', access: 'user', tag: 'profile', summary: 'Rename one of the caller’s passkeys',
    params: passkeyParams, body: z.object({ name: passkeyName }),
  },
  'profile.passkeyRemove': {
    method: 'DELETE', path: 'profile/passkeys/{id}', access: 'user', tag: 'profile', otp: true,
    summary: 'Remove one of the caller’s passkeys (needs a current one-time code or passkey)', params: passkeyParams,
  },
  'profile.signInHistory': {
    method: 'GET', path: 'profile/sign-ins', access: 'user', tag: 'profile',
    summary: 'The caller’s recent sign-ins and failed sign-ins (wrong password or second factor, blocked device): time, address, place, browser, factor',
  },
  'profile.sessions': {
    method: 'GET', path: 'profile/sessions', access: 'user', tag: 'profile',
    summary: 'The caller’s own live sign-ins (started, last used, expiry, browser and address of the sign-in; `current` marks the calling one); act-as sign-ins are not listed',
  },
  'profile.sessionsEnd': {
    method: 'DELETE', path: 'profile/sessions/{id}', access: 'user', tag: 'profile',
    summary: 'End one of the caller’s own sign-ins at once (its tokens and sockets); ending the current one signs the caller out',
    params: z.object({ id: z.string().uuid('The session is not valid.') }),
  },
});

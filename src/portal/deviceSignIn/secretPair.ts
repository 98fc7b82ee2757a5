/** base64url without padding, as the server writes it. */
const base64url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/**
 * The waiting browser's secret (`verifier`, 32 random bytes) and what it tells the server
 * (`identifier`, the SHA-256 of the secret): only this browser can redeem the code that the approval
 * announces for the identifier on the public channel.
 */
export const makeSecretPair = async (): Promise<{ verifier: string; identifier: string }> => {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, identifier: base64url(new Uint8Array(digest)) };
};

/** The approval page of a request, on this portal's origin. */
export const approvalLink = (origin: string, code: string): string => `${origin}/approve-sign-in/${encodeURIComponent(code)}`;

/** What `auth_code` on the announce channel carries. */
export type AuthCodeEvent = { otp: string; identifier: string };
export const isAuthCodeEvent = (v: unknown): v is AuthCodeEvent =>
  typeof v === 'object' && v !== null && typeof (v as AuthCodeEvent).otp === 'string' && typeof (v as AuthCodeEvent).identifier === 'string';

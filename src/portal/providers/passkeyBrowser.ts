import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { ApiError } from './ApiError';

/**
 * The browser's side of passkeys (issue 42), on @simplewebauthn/browser (loaded when first needed). The
 * server sends the WebAuthn options; the authenticator answers; the answer goes back as JSON (the
 * registration in the body, an assertion as base64url JSON in the passkey-assertion header).
 */

/** The person closed the browser's passkey prompt, or this browser or device cannot use passkeys. */
export const PASSKEY_CANCELLED = 'app.second_factors.passkeys.cancelled';
export const PASSKEY_UNSUPPORTED = 'app.second_factors.passkeys.unsupported';

const toBase64Url = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (value: string): string => {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

/** Whether this browser can use passkeys at all (the profile hides "Add a passkey" otherwise). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** A refusal of the browser (closed prompt, no authenticator) as the ApiError the pages show. */
const browserRefusal = (error: unknown): ApiError => {
  const name = error instanceof Error ? error.name : '';
  return new ApiError({ status: 0, message: name === 'NotSupportedError' ? PASSKEY_UNSUPPORTED : PASSKEY_CANCELLED });
};

/** Signs the challenge of the passkey-options header; resolves with the passkey-assertion header's value. */
export const assertPasskey = async (passkeyOptions: string): Promise<string> => {
  if (!passkeysSupported()) throw new ApiError({ status: 0, message: PASSKEY_UNSUPPORTED });
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const optionsJSON = JSON.parse(fromBase64Url(passkeyOptions)) as PublicKeyCredentialRequestOptionsJSON;
  try {
    return toBase64Url(JSON.stringify(await startAuthentication({ optionsJSON })));
  } catch (error) {
    throw browserRefusal(error);
  }
};

/** Creates a passkey from the server's creation options; resolves with the registration answer to send. */
export const createPasskey = async (options: Record<string, unknown>): Promise<Record<string, unknown>> => {
  if (!passkeysSupported()) throw new ApiError({ status: 0, message: PASSKEY_UNSUPPORTED });
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
    return { ...response };
  } catch (error) {
    throw browserRefusal(error);
  }
};

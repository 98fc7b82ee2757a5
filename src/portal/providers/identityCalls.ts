import type { CompanyRef } from '../../contract/entities';
import { callLoose, read, type LooseCallArgs } from './callApi';

/** A call of the public pages with its path parameters and body (errors: the page's own, 'form' for its writes). */
type PublicArgs = Pick<LooseCallArgs, 'params' | 'body' | 'signal'>;

/**
 * The dataProvider's calls of the public and sign-in pages (registration, password reset, e-mail
 * approval…), each over one call of the contract. They stay outside the write wrapper: nobody is
 * signed in to be asked for a code, and their errors belong to the page that shows them (its fields or
 * its alert).
 */
export const identityCalls = {
  register: read('auth.registration'),
  registerAffiliated: read('auth.registrationAffiliated'),
  /** The company an affiliate registration link names. */
  getAffiliateOwner: ({ params, signal }: PublicArgs) => callLoose<CompanyRef>('auth.affiliateOwner', { params, signal }),
  sendPasswordResetLink: read('auth.forgotPassword'),
  /** Whether a reset link still holds, and for which address. */
  checkPasswordResetLink: ({ params, signal }: PublicArgs) => callLoose<{ email: string }>('auth.resetPasswordCheck', { params, signal }),
  resetPassword: read('auth.resetPassword'),
  approveEmail: read('auth.approveEmail'),
  // Sign-in by a key of another system (KeySignIn: the page asks for the code itself).
  signInFromIframe: read('auth.loginIframe'),
  signInFromLegacy: read('auth.fromLegacy'),
  signInFromPsp: read('auth.flexpsp'),
  signInFromPortal: read('auth.portals'),
  /** The chat service's single-use key for the signed-in user. */
  getChatSignInKey: read('auth.rocketChat'),
  /** Ends a session this browser had before another sign-in (its token, not the current one). */
  endPreviousSession: (accessToken: string) => callLoose('auth.logout', { errorContext: 'silent', headers: { Authorization: `Bearer ${accessToken}` } }),
  // Sign-in with the phone: this browser starts and waits; the signed-in device shows, approves or refuses.
  startDeviceSignIn: read('auth.deviceSignIn.start'),
  getDeviceSignInStatus: read('auth.deviceSignIn.status'),
  getDeviceSignInRequest: read('auth.deviceSignIn.show'),
  approveDeviceSignIn: read('auth.deviceSignIn.approve'),
  denyDeviceSignIn: read('auth.deviceSignIn.deny'),
  // The signed-in user's own profile: its flows ask for the code themselves (profile/useOneTimeCode).
  /** The signed-in user as the server has them now (errors: the caller's). */
  getMe: read('auth.me'),
  uploadAvatar: read('profile.avatar'),
  /** Resolves true once changed (the answer has nothing more to say). */
  changePassword: async (args: LooseCallArgs): Promise<true> => {
    await callLoose('profile.password', args);
    return true;
  },
  /** The authenticator app's secret, its otpauth address and the QR code of it. */
  getTwoFactorEnrolment: () => callLoose<{ secret: string; otpauth_url: string; qr_code: string }>('profile.twoFactorQr'),
  assignTwoFactor: read('profile.twoFactorAssign'),
  removeTwoFactor: read('profile.twoFactorRemove'),
  getSignInSessions: read('profile.sessions'),
  // Second factors (issue 42): the reads, and the creation options a passkey registration starts from.
  getPasskeys: read('profile.passkeys'),
  getRecoveryCodesState: read('profile.recoveryCodes'),
  getSignInHistory: read('profile.signInHistory'),
  /** Stores a single-use challenge; outside the write wrapper (its 409, two-factor off, is no duplicate). */
  getPasskeyRegistrationOptions: read('profile.passkeyOptions'),
};

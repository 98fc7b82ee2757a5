/** What the second-factor checks answer (auth/otpGuard.ts, auth/passkeyCheck.ts). */
export const OTP_MESSAGES = {
  required: 'Two-factor authentication code is required.',
  invalid: 'The two-factor code is invalid.',
  used: 'This code has already been used. Please wait for a new code.',
  otherRequest: 'This code was given for another request. Please enter a new code.',
  locked: (minutes: number) => `Too many invalid codes. Two-factor verification is locked for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  recoveryInvalid: 'The recovery code is invalid or has already been used.',
  recoveryNotHere: 'A recovery code can only be used to sign in. Please enter the code from your authenticator app.',
  passkeyConfirm: 'Confirm with your passkey.',
  passkeyNone: 'You have no passkey. Please enter the code from your authenticator app.',
  passkeyInvalid: 'The passkey could not be verified. Please try again or enter a code.',
  passkeyExpired: 'The passkey confirmation has expired or was already used. Please confirm again.',
  passkeyOtherRequest: 'This passkey confirmation was given for another request. Please confirm again.',
} as const;

/** Called once the confirmed request has succeeded: the code cannot be used again. */
export type OtpCommit = () => Promise<void>;

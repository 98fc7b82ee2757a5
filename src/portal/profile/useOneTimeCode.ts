import { useCallback, useState } from 'react';
import { HEADERS } from '../../contract/http';
import type { TwoFactorModalProps, TwoFactorOutcome } from '../twoFactor/TwoFactorModal';
import { isApiError, isOtpRequired } from '../providers/ApiError';
import { assertPasskey } from '../providers/passkeyBrowser';

/** What a send carries as its second factor: the code (one-time-code header) or a passkey assertion (in `headers`). */
export type SecondFactorArgs = { oneTimeCode?: string; headers?: Record<string, string> };

type Send<T> = (second: SecondFactorArgs) => Promise<T>;

type Pending<T> = { send: Send<T>; methods: readonly string[]; resolve: (value: T | null) => void; reject: (error: unknown) => void };

export type OneTimeCodeFlow<T> = {
  /**
   * Sends; when the server answers 403 otp-required, asks for the code (or a passkey, when the server's
   * otp-methods names one) and sends again with it. Resolves with the answer, or null when the reader
   * cancels; rejects with any other error.
   */
  run: (send: Send<T>) => Promise<T | null>;
  /** For the TwoFactorModal that asks for the code. */
  modalProps: TwoFactorModalProps;
};

const passkeyHeaders = (value: string): Record<string, string> => ({ [HEADERS.passkeyAssertion]: value });

/** The two-factor step of a confirmed action (document 2, section 8: 403 with otp-required). */
export const useOneTimeCode = <T>(): OneTimeCodeFlow<T> => {
  const [pending, setPending] = useState<Pending<T> | null>(null);

  const run = useCallback(async (send: Send<T>): Promise<T | null> => {
    try {
      return await send({});
    } catch (error) {
      if (!isOtpRequired(error)) throw error;
      return new Promise<T | null>((resolve, reject) => setPending({ send, methods: error.otpMethods, resolve, reject }));
    }
  }, []);

  /** One more try of the pending send: null when it went through (or ended otherwise), else the refusal for the dialog. */
  const attempt = async (open: Pending<T>, second: SecondFactorArgs): Promise<TwoFactorOutcome> => {
    try {
      const answer = await open.send(second);
      setPending(null);
      open.resolve(answer);
      return null;
    } catch (error) {
      // The server's message shows as the code error; anything else ends the two-factor step.
      if (isOtpRequired(error)) return { refused: error.message };
      setPending(null);
      open.reject(error);
      return null;
    }
  };

  const onSubmit = async (code: string): Promise<TwoFactorOutcome> => (pending ? attempt(pending, { oneTimeCode: code }) : null);

  // A passkey (issue 42): a challenge bound to this very request, signed by the authenticator, then the request again.
  const onPasskey = async (): Promise<TwoFactorOutcome> => {
    if (!pending) return null;
    let options: string;
    try {
      // Answered without a factor (two-factor went off meanwhile): the request is through.
      const answer = await pending.send({ headers: passkeyHeaders('request') });
      setPending(null);
      pending.resolve(answer);
      return null;
    } catch (error) {
      if (!isOtpRequired(error)) {
        setPending(null);
        pending.reject(error);
        return null;
      }
      if (!error.passkeyOptions) return { refused: error.message };
      options = error.passkeyOptions;
    }
    let assertion: string;
    try {
      assertion = await assertPasskey(options);
    } catch (refusal) {
      return { refused: isApiError(refusal) ? refusal.message : 'app.error.unexpected' };
    }
    return attempt(pending, { headers: passkeyHeaders(assertion) });
  };

  const onCancel = () => {
    pending?.resolve(null);
    setPending(null);
  };

  return { run, modalProps: { open: pending !== null, onSubmit, onCancel, onPasskey: pending?.methods.includes('passkey') ? onPasskey : undefined } };
};

import { useCallback, useState } from 'react';
import type { TwoFactorModalProps, TwoFactorOutcome } from '../twoFactor/TwoFactorModal';
import { isOtpRequired } from '../providers/ApiError';

type Send<T> = (oneTimeCode?: string) => Promise<T>;

type Pending<T> = { send: Send<T>; resolve: (value: T | null) => void; reject: (error: unknown) => void };

export type OneTimeCodeFlow<T> = {
  /**
   * Sends; when the server answers 403 otp-required, asks for the code and sends again with it.
   * Resolves with the answer, or null when the reader cancels; rejects with any other error.
   */
  run: (send: Send<T>) => Promise<T | null>;
  /** For the TwoFactorModal that asks for the code. */
  modalProps: TwoFactorModalProps;
};

/** The two-factor step of a confirmed action (document 2, section 8: 403 with otp-required). */
export const useOneTimeCode = <T>(): OneTimeCodeFlow<T> => {
  const [pending, setPending] = useState<Pending<T> | null>(null);

  const run = useCallback(async (send: Send<T>): Promise<T | null> => {
    try {
      return await send();
    } catch (error) {
      if (!isOtpRequired(error)) throw error;
      return new Promise<T | null>((resolve, reject) => setPending({ send, resolve, reject }));
    }
  }, []);

  const onSubmit = async (code: string): Promise<TwoFactorOutcome> => {
    if (!pending) return null;
    try {
      const answer = await pending.send(code);
      setPending(null);
      pending.resolve(answer);
      return null;
    } catch (error) {
      // The server's message shows as the code error; anything else ends the two-factor step.
      if (isOtpRequired(error)) return { refused: error.message };
      setPending(null);
      pending.reject(error);
      return null;
    }
  };

  const onCancel = () => {
    pending?.resolve(null);
    setPending(null);
  };

  return { run, modalProps: { open: pending !== null, onSubmit, onCancel } };
};

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { LoginResult } from '../../contract/entities';
import { isApiError, isOtpRequired } from '../providers/ApiError';
import { readAccessToken, writeSession } from '../providers/authStorage';
import type { KontorDataProvider } from '../providers/dataProvider';

/** Where a key sign-in stands: exchanging, waiting for the two-factor code, refused (a message key or the server's message), done. */
export type ExchangeState = { name: 'exchanging' } | { name: 'twoFactor' } | { name: 'refused'; message: string } | { name: 'done' };

export type Exchange = (otp?: string) => Promise<LoginResult>;

/** The server's refusal of a key (401) and an unreachable remote system (503) have messages of their own in every language. */
const messageOf = (error: unknown): string => {
  if (isApiError(error) && error.status === 401) return 'app.signins.refused';
  if (isApiError(error) && error.status === 503) return 'app.signins.unavailable';
  return isApiError(error) ? error.message : 'app.signins.refused';
};


/**
 * Exchanges a sign-in key once (keys are single use: the exchange must not run twice, even when React
 * mounts twice), stores the session like the sign-in page does and goes on to the portal.
 */
export const useKeyExchange = (exchange: Exchange | null, onSignedIn: () => void = () => window.location.assign('/')) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const [state, setState] = useState<ExchangeState>({ name: 'exchanging' });
  const started = useRef(false);

  /** Ends the session this browser had before (a PSP quick login may be opened while signed in as someone else). */
  const endPrevious = async (previous: string | null, next: string) => {
    if (!previous || previous === next) return;
    try {
      await dataProvider.endPreviousSession(previous);
    } catch {
      // The old token ends with its lifetime.
    }
  };

  const run = async (otp?: string): Promise<string | null> => {
    if (!exchange) return null;
    const previous = readAccessToken();
    try {
      const result = await exchange(otp);
      await endPrevious(previous, result.token.access_token);
      writeSession(result.token, result.user);
      setState({ name: 'done' });
      onSignedIn();
      return null;
    } catch (error) {
      if (isOtpRequired(error)) {
        setState({ name: 'twoFactor' });
        return otp ? error.message : null;
      }
      setState({ name: 'refused', message: messageOf(error) });
      return null;
    }
  };

  // The exchange and its callbacks as they are when the page arrives: the key is spent once.
  const start = useEffectEvent(() => {
    if (!exchange) setState({ name: 'refused', message: 'app.signins.incomplete' });
    else void run();
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, []);

  return { state, submitCode: (code: string) => run(code), cancel: () => setState({ name: 'refused', message: 'app.signins.cancelled' }) };
};

import type { ApiError } from './ApiError';

/**
 * Where a call was made, which decides the reaction to its error (document 2, section 8):
 * request: any call outside forms (500/503 alerts, 401 ends the session);
 * form: a form submit (useKontorSubmit reacts itself: two-factor, duplicates, field errors);
 * login: the sign-in, whose page shows credential errors itself;
 * silent: the caller handles everything (session refresh, logout).
 */
export type ErrorContext = 'request' | 'form' | 'login' | 'silent';

type Listener = (error: ApiError, context: ErrorContext) => void;

const listeners = new Set<Listener>();

/**
 * The httpClient reports every failed call here; the shell (errors/ApiErrorListener) turns reports
 * into alerts and logouts. Keeps the providers free of UI.
 */
export const apiErrorEvents = {
  report: (error: ApiError, context: ErrorContext): void => listeners.forEach((listener) => listener(error, context)),
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

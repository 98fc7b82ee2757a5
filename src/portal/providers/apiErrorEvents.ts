import type { ApiError } from './ApiError';

/**
 * Where a call was made, which decides the reaction to its error (document 2, section 8):
 * request: any call outside forms (500/503 alerts, 401 ends the session);
 * form: a write (the dataProvider's write wrapper asks for codes and duplicates, forms show field errors);
 * login: the sign-in, whose page shows credential errors itself;
 * silent: the caller handles everything (session refresh, logout).
 */
export type ErrorContext = 'request' | 'form' | 'login' | 'silent';

type Listener = (error: ApiError, context: ErrorContext) => void;

const listeners = new Set<Listener>();
/** Errors some listener has been told about: the shell has reacted to them (an alert, say). */
const told = new WeakSet<ApiError>();

/**
 * The httpClient reports every failed call here; the shell (errors/ApiErrorListener) turns reports
 * into alerts and logouts. Keeps the providers free of UI.
 */
export const apiErrorEvents = {
  report: (error: ApiError, context: ErrorContext): void => {
    if (listeners.size > 0) told.add(error);
    listeners.forEach((listener) => listener(error, context));
  },
  /** Whether the shell was told about this error (an error made in the portal, a 501 say, never is). */
  wasReported: (error: unknown): boolean => typeof error === 'object' && error !== null && told.has(error as ApiError),
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

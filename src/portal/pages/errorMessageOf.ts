import { isApiError } from '../providers/ApiError';

/** What to tell the reader about a failed call: the server's message or an `app.error.*` key. */
export const errorMessageOf = (error: unknown): string =>
  isApiError(error) || error instanceof Error ? error.message || 'app.error.unexpected' : 'app.error.unexpected';

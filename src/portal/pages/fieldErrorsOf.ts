import { isApiError } from '../providers/ApiError';

/**
 * The messages of a 422 answer that belong to the form's own fields, joined per field (document 1,
 * section 5), or null: then the caller shows the answer's message instead.
 */
export const fieldErrorsOf = (error: unknown, fields: readonly string[]): Record<string, string> | null => {
  if (!isApiError(error) || error.status !== 422) return null;
  const all = error.body.errors ?? {};
  const mine = Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field)));
  return Object.keys(mine).length > 0 ? mine : null;
};

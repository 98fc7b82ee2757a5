import { ApiError } from './ApiError';

/** Whether a failed send may have reached the server and been carried out: no answer, a 5xx, or busy (429). */
export const outcomeUnknown = (error: unknown): boolean => error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

const newKey = (): string => {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * The Idempotency-Key of a form's submits (decisions.md, "Payment forms"). Every re-send of one submit
 * (after the two-factor prompt, after confirming a duplicate) carries the same key. A new submit gets
 * a new key, except when the previous one ended without knowing whether the server carried it out
 * (network error, 5xx, 429) and the payload is unchanged: then the key is sent again, so the server
 * answers the stored result instead of making the payment twice.
 */
export type IdempotencyKeys = {
  /** The key for a submit of this payload (its JSON text). */
  begin: (payload: string) => string;
  /** How the submit's last send ended: thrown error, or undefined when it was answered. */
  end: (error?: unknown) => void;
};

export const createIdempotencyKeys = (generate: () => string = newKey): IdempotencyKeys => {
  let last: { key: string; payload: string; unknown: boolean } | null = null;
  return {
    begin: (payload) => {
      const key = last && last.unknown && last.payload === payload ? last.key : generate();
      last = { key, payload, unknown: false };
      return key;
    },
    end: (error) => {
      if (last) last.unknown = error !== undefined && outcomeUnknown(error);
    },
  };
};

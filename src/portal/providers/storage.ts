/**
 * Safe access to local storage: private browsing and full quotas make it throw, and the portal must
 * keep working (without persistence) when it does.
 */
const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const readItem = (key: string): string | null => {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeItem = (key: string, value: string): void => {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Persistence is a convenience; the value still lives for this page.
  }
};

export const removeItem = (key: string): void => {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
};

/** Parses stored JSON and keeps it only when `guard` accepts its shape (stored data may be stale or tampered). */
export const parseJson = <T>(raw: string | null, guard: (value: unknown) => value is T): T | null => {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
};

/** The JSON stored under `key`, when `guard` accepts its shape. */
export const readJson = <T>(key: string, guard: (value: unknown) => value is T): T | null => parseJson(readItem(key), guard);

export const writeJson = (key: string, value: unknown): void => writeItem(key, JSON.stringify(value));

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

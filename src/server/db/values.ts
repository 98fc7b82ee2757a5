/** Conversions for values whose JavaScript type differs between SQLite and PostgreSQL. */

export const minor = (v: string | number | bigint | null | undefined): bigint => {
  if (v === null || v === undefined) return 0n;
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new Error(`Unsafe integer amount ${v}`);
    return BigInt(v);
  }
  return BigInt(v);
};

/** Counts: PostgreSQL answers count(*) as a string. */
export const num = (v: string | number | bigint | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));

export const bool = (v: number | boolean | null | undefined): boolean => v === 1 || v === true;

export const nowIso = (at: Date = new Date()): string => at.toISOString();

export const parseJson = <T>(text: string | null | undefined, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

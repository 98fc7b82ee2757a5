/**
 * Query-string parser: `k[]=1&k[]=2` and repeated keys give arrays, `k[0]=1` too.
 * Keys that could reach an object prototype are dropped, and the result has no prototype.
 */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_PARAMS = 200;

export type Query = Record<string, string | string[]>;

export const parseQuery = (raw: string): Query => {
  const out: Query = Object.create(null) as Query;
  let count = 0;
  for (const [rawKey, value] of new URLSearchParams(raw)) {
    if (++count > MAX_PARAMS) break;
    const match = /^([^[\]]+)(\[\d*\])?$/.exec(rawKey);
    if (!match) continue;
    const key = match[1] as string;
    if (FORBIDDEN.has(key)) continue;
    const isList = match[2] !== undefined;
    const existing = out[key];
    if (existing === undefined) out[key] = isList ? [value] : value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
};

import { sql } from 'kysely';
import type { AppContext } from '../context';
import { nowIso } from '../db/values';
import { tooManyAttempts } from '../domain/errors';

/**
 * Request limits kept in the database (every server instance counts in the same row): a fixed window
 * per key that starts at its first hit and lasts `windowSeconds`; hits beyond `max` in it are over.
 * The numbers of each use are in docs/security-limits.md.
 */
export type Limit = { max: number; windowSeconds: number };

export type Hit = { hits: number; over: boolean; retryAfterSeconds: number };

/** Rows whose window ended longer ago than this are removed now and then. */
const PRUNE_AFTER_SECONDS = 24 * 3600;
const PRUNE_CHANCE = 0.02;

/** Counts one hit on `key` in one atomic statement and tells whether it went over the limit. */
export const hit = async (ctx: AppContext, key: string, limit: Limit): Promise<Hit> => {
  const now = ctx.now();
  const at = nowIso(now);
  const expired = nowIso(new Date(now.getTime() - limit.windowSeconds * 1000));
  const row = await ctx.db
    .insertInto('rate_limits')
    .values({ key, hits: 1, window_started_at: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_started_at <= ${expired} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql<string>`case when rate_limits.window_started_at <= ${expired} then ${at} else rate_limits.window_started_at end`,
      }),
    )
    .returning(['hits', 'window_started_at'])
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  if (hits === 1 && Math.random() < PRUNE_CHANCE) {
    await ctx.db.deleteFrom('rate_limits').where('window_started_at', '<', nowIso(new Date(now.getTime() - PRUNE_AFTER_SECONDS * 1000))).execute();
  }
  const windowEnds = new Date(row.window_started_at).getTime() + limit.windowSeconds * 1000;
  return { hits, over: hits > limit.max, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
};

/** Counts one hit and answers 429 with Retry-After (the end of the window) when it is over the limit. */
export const enforceLimit = async (ctx: AppContext, key: string, limit: Limit, message: (seconds: number) => string): Promise<void> => {
  const result = await hit(ctx, key, limit);
  if (result.over) throw tooManyAttempts(result.retryAfterSeconds, message(result.retryAfterSeconds));
};

/**
 * The part of a client address that limits are keyed by: an IPv4 address as it is, an IPv6 address
 * by its /64 network (one subscriber usually holds a whole /64, so single addresses would be free).
 */
export const sourceOf = (ip: string | undefined): string => {
  if (!ip) return 'unknown';
  const v4mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4mapped?.[1]) return v4mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g.replace(/^0+/, '') || '0'))
    .join(':')}::/64`;
};

import { type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { authCheckpointListQuery } from '../../../contract/calls/authCheckpointQuery';
import type { AuthCheckpoint } from '../../../contract/entities';
import type { AuthCheckpointStatus } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { likePattern } from '../../db/like';

export type CheckpointListQuery = z.output<typeof authCheckpointListQuery>;


const nextDay = (date: string): string => {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};

const SORTS = {
  id: 'auth_checkpoints.id',
  user: 'users.email',
  ip: 'auth_checkpoints.ip',
  status: 'auth_checkpoints.status',
  last_seen_at: 'auth_checkpoints.last_seen_at',
  created_at: 'auth_checkpoints.created_at',
  failed_attempts: 'auth_checkpoints.failed_attempts',
  last_failed_at: 'auth_checkpoints.last_failed_at',
} as const;

const filtered = (ctx: AppContext, q: CheckpointListQuery) => {
  let query = ctx.db.selectFrom('auth_checkpoints').leftJoin('users', 'users.id', 'auth_checkpoints.user_id');
  if (q.status) query = query.where('auth_checkpoints.status', '=', q.status);
  if (q.user_id !== undefined) query = query.where('auth_checkpoints.user_id', '=', q.user_id);
  // Dates are UTC days of the last sign-in through the checkpoint, both ends included.
  if (q.from_date) query = query.where('auth_checkpoints.last_seen_at', '>=', `${q.from_date}T00:00:00.000Z`);
  if (q.to_date) query = query.where('auth_checkpoints.last_seen_at', '<', nextDay(q.to_date));
  const term = q.search?.trim();
  if (term) {
    const p = likePattern(term);
    query = query.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(users.email) like ${p} escape '!'`,
        sql<SqlBool>`lower(users.first_name || ' ' || users.last_name) like ${p} escape '!'`,
        sql<SqlBool>`lower(auth_checkpoints.ip) like ${p} escape '!'`,
        sql<SqlBool>`lower(auth_checkpoints.browser_id) like ${p} escape '!'`,
        sql<SqlBool>`lower(auth_checkpoints.user_agent) like ${p} escape '!'`,
      ]),
    );
  }
  return query;
};

const COLUMNS = [
  'auth_checkpoints.id',
  'auth_checkpoints.user_id',
  'auth_checkpoints.ip',
  'auth_checkpoints.browser_id',
  'auth_checkpoints.user_agent',
  'auth_checkpoints.status',
  'auth_checkpoints.last_seen_at',
  'auth_checkpoints.failed_attempts',
  'auth_checkpoints.last_failed_at',
  'auth_checkpoints.created_at',
  'users.first_name',
  'users.last_name',
  'users.email',
] as const;

type Row = {
  id: number;
  user_id: number | null;
  ip: string | null;
  browser_id: string | null;
  user_agent: string | null;
  status: string;
  last_seen_at: string | null;
  failed_attempts: number | string;
  last_failed_at: string | null;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

const isStatus = (s: string): s is AuthCheckpointStatus => s === 'allowed' || s === 'blocked';

export const checkpointResource = (r: Row): AuthCheckpoint => ({
  id: r.id,
  user: r.user_id !== null && r.email !== null ? { id: r.user_id, first_name: r.first_name ?? '', last_name: r.last_name ?? '', email: r.email } : null,
  ip: r.ip,
  browser_id: r.browser_id,
  user_agent: r.user_agent,
  // Anything but an explicit block lets the sign-in through, so it reads as allowed.
  status: isStatus(r.status) ? r.status : 'allowed',
  last_seen_at: r.last_seen_at,
  failed_attempts: Number(r.failed_attempts),
  last_failed_at: r.last_failed_at,
  created_at: r.created_at,
});

export const countCheckpoints = async (ctx: AppContext, q: CheckpointListQuery): Promise<number> => {
  const row = await filtered(ctx, q).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
};

/** One page, newest sign-in first by default; ties by id; empty values last on both engines (devices that only failed have no sign-in). */
export const pageOfCheckpoints = async (ctx: AppContext, q: CheckpointListQuery): Promise<AuthCheckpoint[]> => {
  const column = SORTS[q.sort ?? 'last_seen_at'];
  const order = q.order ?? 'desc';
  const rows = await filtered(ctx, q)
    .select(COLUMNS)
    .orderBy(column, (ob) => (order === 'desc' ? ob.desc() : ob.asc()).nullsLast())
    .orderBy('auth_checkpoints.id', order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
  return rows.map(checkpointResource);
};

export const findCheckpoint = async (ctx: AppContext, id: number): Promise<AuthCheckpoint | undefined> => {
  const row = await ctx.db
    .selectFrom('auth_checkpoints')
    .leftJoin('users', 'users.id', 'auth_checkpoints.user_id')
    .select(COLUMNS)
    .where('auth_checkpoints.id', '=', id)
    .executeTakeFirst();
  return row ? checkpointResource(row) : undefined;
};

import { type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { adminUserCalls } from '../../../contract/calls/adminUsers';
import type { AppContext } from '../../context';
import { likePattern } from '../../db/like';

export type UserListQuery = z.output<(typeof adminUserCalls)['admin.users.list']['query']>;

/** Sort columns the list accepts; anything else falls back to the newest first. */
const SORTS = { id: 'id', first_name: 'first_name', last_name: 'last_name', name: 'first_name', email: 'email', role: 'role', enabled: 'enabled', created_at: 'created_at' } as const;

const filtered = (ctx: AppContext, q: UserListQuery) => {
  let query = ctx.db.selectFrom('users');
  const term = q.search?.trim();
  if (term) {
    const p = likePattern(term);
    query = query.where((eb) =>
      eb.or([
        sql<SqlBool>`lower(email) like ${p} escape '!'`,
        sql<SqlBool>`lower(first_name || ' ' || last_name) like ${p} escape '!'`,
        sql<SqlBool>`lower(last_name || ' ' || first_name) like ${p} escape '!'`,
      ]),
    );
  }
  if (q.role) query = query.where('role', '=', q.role);
  const companies = [...(q.company_id ?? []), ...(q.cid ?? [])].map(Number);
  if (companies.length) query = query.where('company_id', 'in', companies);
  if (q.enabled !== undefined) query = query.where('enabled', '=', q.enabled ? 1 : 0);
  return query;
};

export const countUsers = async (ctx: AppContext, q: UserListQuery): Promise<number> => {
  const row = await filtered(ctx, q).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const pageOfUsers = (ctx: AppContext, q: UserListQuery) => {
  const wanted = q.sort ?? 'created_at';
  // Own keys only: "constructor" or "__proto__" must not reach ORDER BY.
  const column = Object.hasOwn(SORTS, wanted) ? SORTS[wanted as keyof typeof SORTS] : 'created_at';
  const order = q.order ?? 'desc';
  return filtered(ctx, q)
    .selectAll()
    .orderBy(column, order)
    .orderBy('id', order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
};

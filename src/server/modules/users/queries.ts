import { type Insertable, type Kysely, type SqlBool, sql, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { adminUserCalls } from '../../../contract/calls/adminUsers';
import type { AppContext, UserRow } from '../../context';
import type { Database, UsersTable } from '../../db/schema';
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

/** All users, those created since `since`, and the enabled ones who signed in themselves since then (not an admin acting as them). */
export const userStatistic = async (db: Kysely<Database>, since: string): Promise<{ total: number; new: number; active: number }> => {
  const count = (rows: { n: string | number | bigint } | undefined) => Number(rows?.n ?? 0);
  const total = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const fresh = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('created_at', '>=', since).executeTakeFirst();
  const active = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('enabled', '=', 1)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('activities').select('activities.id').whereRef('activities.user_id', '=', 'users.id').where('activities.type', '=', 'auth.login').where('activities.created_at', '>=', since),
      ),
    )
    .executeTakeFirst();
  return { total: count(total), new: count(fresh), active: count(active) };
};

/*
 * The users table: every other module reads and writes a user through these (modules/users owns the table).
 */

export const userById = (db: Kysely<Database>, id: number): Promise<UserRow | undefined> => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** A user that must exist (a row that references it names it): a missing one is a server error. */
export const existingUser = (db: Kysely<Database>, id: number): Promise<UserRow> => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The users with these ids (unknown and null ids left out), in one query. */
export const usersByIds = async (db: Kysely<Database>, ids: readonly (number | null)[]): Promise<UserRow[]> => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  return wanted.length === 0 ? [] : db.selectFrom('users').selectAll().where('id', 'in', wanted).execute();
};

export const userByEmail = (db: Kysely<Database>, email: string): Promise<UserRow | undefined> => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** Whether a user other than `exceptId` has this e-mail address. */
export const emailTaken = async (db: Kysely<Database>, email: string, exceptId?: number): Promise<boolean> => {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
};

/** The users of a company (its employees). */
export const countCompanyUsers = async (db: Kysely<Database>, companyId: number): Promise<number> =>
  Number((await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('company_id', '=', companyId).executeTakeFirst())?.n ?? 0);

export const companyUsersPage = (db: Kysely<Database>, companyId: number, page: number, perPage: number): Promise<UserRow[]> =>
  db.selectFrom('users').selectAll().where('company_id', '=', companyId).orderBy('id').limit(perPage).offset((page - 1) * perPage).execute();

/** A user of the company, or undefined (another company's user looks the same). */
export const companyUser = (db: Kysely<Database>, companyId: number, userId: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', userId).where('company_id', '=', companyId).executeTakeFirst();

/** Enabled managers of the company other than `userId`. */
export const otherEnabledManagers = async (db: Kysely<Database>, companyId: number, userId: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('company_id', '=', companyId)
        .where('role', '=', 'manager')
        .where('enabled', '=', 1)
        .where('id', '!=', userId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/** The company's enabled customer users (managers and readers), who receive the company's notices. */
export const enabledCustomerIds = async (db: Kysely<Database>, companyId: number): Promise<number[]> =>
  (await db.selectFrom('users').select('id').where('company_id', '=', companyId).where('enabled', '=', 1).where('role', 'in', ['manager', 'manager-reader']).execute()).map((r) => r.id);

/** The company's enabled managers (not readers): who may approve its held payments (issue 40). */
export const enabledManagerIds = async (db: Kysely<Database>, companyId: number): Promise<number[]> =>
  (await db.selectFrom('users').select('id').where('company_id', '=', companyId).where('enabled', '=', 1).where('role', '=', 'manager').orderBy('id').execute()).map((r) => r.id);

export const insertUser = (db: Kysely<Database>, values: Insertable<UsersTable>) => db.insertInto('users').values(values).returning(['id', 'company_id']).executeTakeFirstOrThrow();

/** Changes the given fields of one user (callers set updated_at when the change is the user's own data). */
export const updateUser = async (db: Kysely<Database>, id: number, values: Updateable<UsersTable>): Promise<void> => {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
};

/** Marks the user's e-mail address approved, if it is still the address the link was sent to. */
export const markEmailVerified = async (db: Kysely<Database>, id: number, email: string, at: string): Promise<void> => {
  await db.updateTable('users').set({ email_verified_at: at, updated_at: at }).where('id', '=', id).where('email', '=', email).execute();
};

export const deleteUser = async (db: Kysely<Database>, id: number): Promise<void> => {
  await db.deleteFrom('users').where('id', '=', id).execute();
};

import { Readable } from 'node:stream';
import type { Selectable } from 'kysely';
import type { ActivityLog, AdminActivityLog, UserRef } from '../../../contract/entities';
import type { AppContext } from '../../context';
import type { ActivitiesTable } from '../../db/schema';
import { companyRefs } from '../companies/queries';
import { csvLine } from '../reports/safeCell';
import { usersByIds } from '../users/queries';
import { type ActivityFilters, type ActivityScope, applyActivityFilters, applyActivitySort } from './activityQuery';

const BATCH = 1000;
const CSV_HEADER = ['id', 'created_at', 'type', 'description', 'user', 'email', 'ip', 'user_agent'];
/** The admin file names the company too (it spans every company), and the admin who acted as the user. */
const ADMIN_CSV_HEADER = [...CSV_HEADER, 'company_id', 'company', 'acting_admin_id', 'acting_admin'];

type Row = Selectable<ActivitiesTable>;

const selectActivities = (ctx: AppContext, scope: ActivityScope, f: ActivityFilters) =>
  applyActivitySort(applyActivityFilters(ctx.db.selectFrom('activities').selectAll('activities'), scope, f), f);

/** The users (actors and acting admins) and companies a batch of entries names, read once per batch. */
type Names = { users: Map<number, UserRef>; companies: Map<number, string> };

const namesOf = async (ctx: AppContext, rows: readonly Row[]): Promise<Names> => {
  const users = await usersByIds(ctx.db, rows.flatMap((r) => [r.user_id, r.acting_admin_id]));
  const companies = await companyRefs(ctx.db, rows.map((r) => r.company_id));
  return {
    users: new Map(users.map((u) => [u.id, { id: u.id, first_name: u.first_name, last_name: u.last_name, email: u.email }])),
    companies: new Map([...companies].map(([id, c]) => [id, c.name])),
  };
};

const userOf = (names: Names, id: number | null): UserRef | null => (id === null ? null : (names.users.get(id) ?? null));

const resource = (r: Row, names: Names): ActivityLog => ({
  id: r.id,
  user: userOf(names, r.user_id),
  company_id: r.company_id,
  type: r.type,
  description: r.description,
  ip: r.ip,
  user_agent: r.user_agent,
  created_at: r.created_at,
});

/** The admin's entry: "by admin X acting as Y" when an admin acted as the user (the customer's own log does not name staff). */
const adminResource = (r: Row, names: Names): AdminActivityLog => ({
  ...resource(r, names),
  acting_admin_id: r.acting_admin_id,
  acting_admin: userOf(names, r.acting_admin_id),
});

type Page<T> = { data: T[]; total: number };

const pageOf = async <T>(ctx: AppContext, scope: ActivityScope, f: ActivityFilters & { page: number; per_page: number }, toResource: (r: Row, names: Names) => T): Promise<Page<T>> => {
  const count = await applyActivityFilters(ctx.db.selectFrom('activities').select((eb) => eb.fn.countAll().as('n')), scope, f).executeTakeFirst();
  const rows = await selectActivities(ctx, scope, f).limit(f.per_page).offset((f.page - 1) * f.per_page).execute();
  const names = await namesOf(ctx, rows);
  return { data: rows.map((r) => toResource(r, names)), total: Number(count?.n ?? 0) };
};

/** One page of the scope's activities, newest first unless sorted otherwise, and how many there are. */
export const activityPage = (ctx: AppContext, scope: ActivityScope, f: ActivityFilters & { page: number; per_page: number }): Promise<Page<ActivityLog>> => pageOf(ctx, scope, f, resource);

/** The same for the admin log: each entry also names the admin who acted as the user, if one did. */
export const adminActivityPage = (ctx: AppContext, scope: ActivityScope, f: ActivityFilters & { page: number; per_page: number }): Promise<Page<AdminActivityLog>> =>
  pageOf(ctx, scope, f, adminResource);

/** The whole filtered log as CSV lines, read in batches so a long log never sits in memory at once. */
async function* csvLines(ctx: AppContext, scope: ActivityScope, f: ActivityFilters, withCompany: boolean): AsyncGenerator<string> {
  yield csvLine(withCompany ? ADMIN_CSV_HEADER : CSV_HEADER);
  for (let offset = 0; ; offset += BATCH) {
    const rows = await selectActivities(ctx, scope, f).limit(BATCH).offset(offset).execute();
    const names = await namesOf(ctx, rows);
    for (const r of rows) {
      const actor = userOf(names, r.user_id);
      const user = actor ? `${actor.first_name} ${actor.last_name}`.trim() : '';
      const cells = [r.id, r.created_at, r.type, r.description, user, actor?.email ?? null, r.ip, r.user_agent];
      const company = r.company_id === null ? null : (names.companies.get(r.company_id) ?? null);
      yield csvLine(withCompany ? [...cells, r.company_id, company, r.acting_admin_id, userOf(names, r.acting_admin_id)?.email ?? null] : cells);
    }
    if (rows.length < BATCH) return;
  }
}

/** The filtered log as a CSV file (`withCompany` adds the company columns of the admin file), streamed as it is read. */
export const activityCsv = (ctx: AppContext, scope: ActivityScope, f: ActivityFilters, withCompany: boolean): { fileName: string; content: Readable } => ({
  fileName: `activities-${ctx.now().toISOString().slice(0, 10)}.csv`,
  content: Readable.from(csvLines(ctx, scope, f, withCompany)),
});

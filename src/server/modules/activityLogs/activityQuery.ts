import { type SelectQueryBuilder, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { invalidInput } from '../../domain/invalidInput';

export type ActivityFilters = {
  from_date?: string | undefined;
  to_date?: string | undefined;
  search?: string | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  type?: string[] | undefined;
};

/** `type` is not in the contract's date filter, so it is read here: one or more activity types. */
const typeSchema = z.object({
  type: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s !== ''))
    .pipe(z.array(z.string().regex(/^[a-z_]{1,40}\.[a-z_]{1,40}$/, 'The selected type is invalid.')).max(50))
    .optional(),
});

export const parseTypeFilter = (query: unknown): string[] | undefined => {
  const raw = typeof query === 'object' && query !== null ? query as Record<string, unknown> : {};
  const result = typeSchema.safeParse({ type: raw.type ?? raw['type[]'] });
  if (!result.success) throw invalidInput(result.error);
  return result.data.type?.length ? result.data.type : undefined;
};

const nextDay = (date: string): string => {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};

type ActivityQuery<O> = SelectQueryBuilder<Database, 'activities', O>;

/**
 * Whose activities: a manager's scope always names their company; an admin's may name a company,
 * a user, an acting admin (what that admin did while acting as users), any of them or none (every activity).
 */
export type ActivityScope = { companyId?: number | undefined; userId?: number | undefined; actingAdminId?: number | undefined };

/** The activities of the scope with the list filters (dates are days in UTC, both ends included). */
export const applyActivityFilters = <O>(qb: ActivityQuery<O>, scope: ActivityScope, f: ActivityFilters): ActivityQuery<O> => {
  let q = qb;
  if (scope.companyId !== undefined) q = q.where('activities.company_id', '=', scope.companyId);
  if (scope.userId !== undefined) q = q.where('activities.user_id', '=', scope.userId);
  if (scope.actingAdminId !== undefined) q = q.where('activities.acting_admin_id', '=', scope.actingAdminId);
  if (f.type?.length) q = q.where('activities.type', 'in', f.type);
  if (f.from_date) q = q.where('activities.created_at', '>=', `${f.from_date}T00:00:00.000Z`);
  if (f.to_date) q = q.where('activities.created_at', '<', nextDay(f.to_date));
  if (f.search) {
    const pattern = `%${f.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql`lower(${sql.ref('activities.description')})`, 'like', sql`${pattern} escape '\\'`);
  }
  return q;
};

export const applyActivitySort = <O>(qb: ActivityQuery<O>, f: ActivityFilters): ActivityQuery<O> => {
  const dir = f.order ?? 'desc';
  const col = f.sort === 'type' ? 'activities.type' : 'activities.created_at';
  return qb.orderBy(col, dir).orderBy('activities.id', dir);
};

import type { UserRef } from '../../../contract/entities';
import type { AppContext } from '../../context';

/** The short form of the users with these ids (unknown and null ids left out), in one query. */
export const userRefs = async (ctx: AppContext, ids: readonly (number | null)[]): Promise<Map<number, UserRef>> => {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  const out = new Map<number, UserRef>();
  if (wanted.length === 0) return out;
  const rows = await ctx.db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).where('id', 'in', wanted).execute();
  for (const r of rows) out.set(r.id, r);
  return out;
};

import type { User } from '../../../contract/entities';
import type { AppContext, UserRow } from '../../context';
import { bool } from '../../db/values';
import { notFound } from '../../domain/errors';
import { userResource } from '../auth/userResource';
import { companyOf } from '../companies/queries';
import { userById } from './queries';

/** The user as admins read it: the session shape plus phone, enabled and creation time. */
export const adminUserResource = async (ctx: AppContext, user: UserRow): Promise<User> => {
  const company = await companyOf(ctx.db, user.company_id);
  return { ...(await userResource(ctx, user, company)), phone: user.phone, enabled: bool(user.enabled), created_at: user.created_at };
};

export const findUser = async (ctx: AppContext, id: number): Promise<UserRow> => {
  const user = await userById(ctx.db, id);
  if (!user) throw notFound('User not found.');
  return user;
};

export const isAdminRole = (role: string): boolean => role === 'admin' || role === 'super-admin';

import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { startSession } from '../auth/session';
import { userResource } from '../auth/userResource';

/**
 * Admin acts as a user: a separate sign-in of that user, marked with the admin as impersonator,
 * shorter-lived, with its own refresh cookie so the admin's session stays intact for the way back.
 * It belongs to the admin's sign-in (parent token family): it ends when that ends, and never outlives it.
 */
export const registerActAs = (app: FastifyInstance): void => {
  registerCall(app, 'admin.users.loginAs', async ({ ctx, req, reply, auth, params }) => {
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!user) throw notFound('User not found.');
    if (user.role !== 'manager' && user.role !== 'manager-reader') throw forbidden('Only customer users can be acted as.');
    if (user.enabled !== 1) throw forbidden('This user is disabled.');
    const issued = await startSession(ctx, req, reply, user.id, { impersonatorUserId: auth.user.id, parentFamilyId: auth.familyId });
    const company = user.company_id === null ? null : ((await ctx.db.selectFrom('companies').selectAll().where('id', '=', user.company_id).executeTakeFirst()) ?? null);
    await recordActivity(ctx, req, { type: 'admin.act_as', userId: auth.user.id, companyId: user.company_id, description: `Acting as user #${user.id}`, meta: { target_user_id: user.id } });
    return { data: { token: issued.token, user: await userResource(ctx, user, company) } };
  });
};

import type { FastifyInstance } from 'fastify';
import type { Employee } from '../../../contract/entities';
import { companyChannel } from '../../../contract/enums';
import type { AppContext, UserRow } from '../../context';
import { num, nowIso } from '../../db/values';
import { notFound, validationError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { realtimeOf } from '../../realtime/publish';
import { recordActivity } from '../activityLogs/record';
import { EMPLOYEE_BUSINESS_ROLES } from '../dictionaries/referenceLists';
import { paginationMeta } from '../../http/paging';
import { assertEmailFree, signOutDisabledUser } from '../users/accountGuards';
import { adminUserResource } from '../users/resource';
import { findCompany } from './resource';

export const LAST_MANAGER = 'The company must keep at least one enabled manager.';

const employeeResource = async (ctx: AppContext, user: UserRow): Promise<Employee> => ({
  ...(await adminUserResource(ctx, user)),
  employee_business_role_id: user.employee_business_role_id,
});

const findEmployee = async (ctx: AppContext, companyId: number, userId: number): Promise<UserRow> => {
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).where('company_id', '=', companyId).executeTakeFirst();
  if (!user) throw notFound('Employee not found.');
  return user;
};

const otherEnabledManagers = async (ctx: AppContext, companyId: number, userId: number): Promise<number> => {
  const row = await ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', companyId)
    .where('role', '=', 'manager')
    .where('enabled', '=', 1)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return num(row?.n);
};

/** Admin: the users of a company, and changes to one of them (profile fields, role, enabled, business role). */
export const registerAdminCompanyEmployees = (app: FastifyInstance): void => {
  registerCall(app, 'admin.companies.employees', async ({ ctx, req, params, query }) => {
    const company = await findCompany(ctx, params.id);
    const base = ctx.db.selectFrom('users').where('company_id', '=', company.id);
    const total = num((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
    const rows = await base.selectAll().orderBy('id').limit(query.per_page).offset((query.page - 1) * query.per_page).execute();
    const data = [];
    for (const row of rows) data.push(await employeeResource(ctx, row));
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.companies.employeeUpdate', async ({ ctx, req, auth, params, body }) => {
    const company = await findCompany(ctx, params.id);
    const user = await findEmployee(ctx, company.id, params.employee);
    const errors: Record<string, string[]> = {};
    const role = body.role ?? user.role;
    const enabled = body.enabled ?? user.enabled === 1;
    // Nobody able to act for the company would be left: an admin disables the company instead.
    if (user.role === 'manager' && user.enabled === 1 && (role !== 'manager' || !enabled) && (await otherEnabledManagers(ctx, company.id, user.id)) === 0) {
      errors[role !== 'manager' ? 'role' : 'enabled'] = [LAST_MANAGER];
    }
    const businessRole = body.employee_business_role_id;
    if (businessRole != null && !EMPLOYEE_BUSINESS_ROLES.some((r) => r.id === businessRole)) errors.employee_business_role_id = ['The selected business role is invalid.'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    if (body.email !== undefined && body.email !== user.email) await assertEmailFree(ctx, body.email, user.id);

    const next = {
      first_name: body.first_name ?? user.first_name,
      last_name: body.last_name ?? user.last_name,
      email: body.email ?? user.email,
      phone: body.phone === undefined ? user.phone : body.phone,
      role,
      enabled: enabled ? 1 : 0,
      employee_business_role_id: businessRole === undefined ? user.employee_business_role_id : businessRole,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== user[k]);
    if (changed.length > 0) {
      await ctx.db.updateTable('users').set({ ...next, updated_at: nowIso(ctx.now()) }).where('id', '=', user.id).execute();
      if (user.enabled === 1 && !enabled) await signOutDisabledUser(ctx, user.id);
      await recordActivity(ctx, req, {
        type: 'admin.user_updated', userId: auth.user.id, companyId: company.id, description: `User #${user.id} updated`, meta: { target_user_id: user.id, changed },
        timeline: { entityClass: 'user', entityId: user.id, event: 'updated', changes: Object.fromEntries(changed.map((k) => [k, { old: user[k], new: next[k] }])) },
      });
      if (role !== user.role) {
        await recordActivity(ctx, req, {
          type: 'admin.user_role_changed', userId: auth.user.id, companyId: company.id, description: `Role of user #${user.id} changed from ${user.role} to ${role}`,
          meta: { target_user_id: user.id, from: user.role, to: role },
        });
      }
      // The user's own portal re-reads its session (role and state); colleagues learn only the id.
      await realtimeOf(ctx).broadcast(companyChannel(company.id), 'user.updated', { id: user.id });
    }
    const fresh = await findEmployee(ctx, company.id, user.id);
    return { data: await employeeResource(ctx, fresh), message: 'Employee updated successfully.' };
  });
};

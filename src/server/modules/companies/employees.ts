import type { FastifyRequest } from 'fastify';
import type { CallOutput } from '../../../contract/calls';
import type { Employee } from '../../../contract/entities';
import { companyChannel } from '../../../contract/enums';
import type { AppContext, AuthState, UserRow } from '../../context';
import { nowIso } from '../../db/values';
import { invalid, notFound } from '../../domain/errors';
import { realtimeOf } from '../../realtime/publish';
import { recordActivity } from '../activityLogs/record';
import { EMPLOYEE_BUSINESS_ROLES } from '../dictionaries/referenceLists';
import { assertEmailFree, signOutDisabledUser } from '../users/accountGuards';
import { companyUser, companyUsersPage, countCompanyUsers, otherEnabledManagers, updateUser } from '../users/queries';
import { adminUserResource } from '../users/resource';
import { findCompany } from './queries';

/** Admin: the users of a company, and changes to one of them (profile fields, role, enabled, business role). */

export const LAST_MANAGER = 'The company must keep at least one enabled manager.';

const employeeResource = async (ctx: AppContext, user: UserRow): Promise<Employee> => ({
  ...(await adminUserResource(ctx, user)),
  employee_business_role_id: user.employee_business_role_id,
});

const findEmployee = async (ctx: AppContext, companyId: number, userId: number): Promise<UserRow> => {
  const user = await companyUser(ctx.db, companyId, userId);
  if (!user) throw notFound('Employee not found.');
  return user;
};

export const listEmployees = async (ctx: AppContext, companyId: number, page: { page: number; per_page: number }): Promise<{ data: Employee[]; total: number }> => {
  const company = await findCompany(ctx, companyId);
  const total = await countCompanyUsers(ctx.db, company.id);
  const rows = await companyUsersPage(ctx.db, company.id, page.page, page.per_page);
  const data = [];
  for (const row of rows) data.push(await employeeResource(ctx, row));
  return { data, total };
};

type EmployeeUpdate = CallOutput<'admin.companies.employeeUpdate', 'body'>;

/** The refusals that span fields: the last enabled manager stays one, the business role is one of the list. */
const employeeErrors = async (ctx: AppContext, companyId: number, user: UserRow, body: EmployeeUpdate, role: string, enabled: boolean): Promise<Record<string, string[]>> => {
  const errors: Record<string, string[]> = {};
  // Nobody able to act for the company would be left: an admin disables the company instead.
  if (user.role === 'manager' && user.enabled === 1 && (role !== 'manager' || !enabled) && (await otherEnabledManagers(ctx.db, companyId, user.id)) === 0) {
    errors[role !== 'manager' ? 'role' : 'enabled'] = [LAST_MANAGER];
  }
  const businessRole = body.employee_business_role_id;
  if (businessRole != null && !EMPLOYEE_BUSINESS_ROLES.some((r) => r.id === businessRole)) errors.employee_business_role_id = ['The selected business role is invalid.'];
  return errors;
};

export const updateEmployee = async (
  ctx: AppContext,
  req: FastifyRequest,
  auth: AuthState,
  ids: { id: number; employee: number },
  body: EmployeeUpdate,
): Promise<{ data: Employee; message: string }> => {
  const company = await findCompany(ctx, ids.id);
  const user = await findEmployee(ctx, company.id, ids.employee);
  const role = body.role ?? user.role;
  const enabled = body.enabled ?? user.enabled === 1;
  const errors = await employeeErrors(ctx, company.id, user, body, role, enabled);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (body.email !== undefined && body.email !== user.email) await assertEmailFree(ctx, body.email, user.id);

  const next = {
    first_name: body.first_name ?? user.first_name,
    last_name: body.last_name ?? user.last_name,
    email: body.email ?? user.email,
    phone: body.phone === undefined ? user.phone : body.phone,
    role,
    enabled: enabled ? 1 : 0,
    employee_business_role_id: body.employee_business_role_id === undefined ? user.employee_business_role_id : body.employee_business_role_id,
  };
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== user[k]);
  if (changed.length > 0) {
    await updateUser(ctx.db, user.id, { ...next, updated_at: nowIso(ctx.now()) });
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
  return { data: await employeeResource(ctx, await findEmployee(ctx, company.id, user.id)), message: 'Employee updated successfully.' };
};

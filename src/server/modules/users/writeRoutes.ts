import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import { closeSessionSockets } from '../../auth/endedSessions';
import { revokeActAsBy, revokeUserTokens } from '../../auth/tokens';
import { nowIso } from '../../db/values';
import { fieldError, forbidden } from '../../http/errors';
import { registerCall } from '../../http/route';
import { recordActivity } from '../activityLogs/record';
import { assertEmailFree, signOutDisabledUser } from './accountGuards';
import { adminUserResource, findUser, isAdminRole } from './resource';
import { assertMayManage, assertNotSelf } from './rules';

/** Admin: profile fields, password, role and two-factor reset of a user. */
export const registerAdminUserWrites = (app: FastifyInstance): void => {
  registerCall(app, 'admin.users.update', async ({ ctx, req, auth, params, body }) => {
    const user = await findUser(ctx, params.id);
    assertMayManage(auth.user, user);
    const disabling = body.enabled === false && user.enabled === 1;
    if (disabling) assertNotSelf(auth.user, user, 'You cannot disable your own account.');
    await assertEmailFree(ctx, body.email, user.id);
    await ctx.db
      .updateTable('users')
      .set({
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone: body.phone || null,
        ...(body.enabled === undefined ? {} : { enabled: body.enabled ? 1 : 0 }),
        updated_at: nowIso(ctx.now()),
      })
      .where('id', '=', user.id)
      .execute();
    if (disabling) await signOutDisabledUser(ctx, user.id);
    const changed = (['first_name', 'last_name', 'email', 'phone', 'enabled'] as const).filter((k) => {
      const before = k === 'enabled' ? user.enabled === 1 : (user[k] ?? '');
      const after = k === 'enabled' ? (body.enabled ?? before) : (body[k] ?? '');
      return before !== after;
    });
    const changes = Object.fromEntries(
      changed.map((k) => [k, { old: k === 'enabled' ? user.enabled === 1 : (user[k] ?? null), new: k === 'enabled' ? body.enabled : (body[k] || null) }]),
    );
    await recordActivity(ctx, req, {
      type: 'admin.user_updated', userId: auth.user.id, companyId: user.company_id, description: `User #${user.id} updated`, meta: { target_user_id: user.id, changed },
      timeline: { entityClass: 'user', entityId: user.id, event: 'updated', changes },
    });
    return { data: await adminUserResource(ctx, await findUser(ctx, user.id)), message: 'User updated successfully.' };
  });

  registerCall(app, 'admin.users.password', async ({ ctx, req, auth, params, body }) => {
    const user = await findUser(ctx, params.id);
    assertMayManage(auth.user, user);
    await ctx.db.updateTable('users').set({ password_hash: await hashPassword(body.password), updated_at: nowIso(ctx.now()) }).where('id', '=', user.id).execute();
    // The user's sign-ins end (the admin's own stays when they set their own password here), with the act-as sessions they started.
    const actAs = await revokeUserTokens(ctx.db, user.id, user.id === auth.user.id ? auth.familyId : undefined, ctx.now());
    if (user.id !== auth.user.id) ctx.realtime?.disconnectUser(user.id);
    closeSessionSockets(ctx, actAs);
    await recordActivity(ctx, req, {
      type: 'admin.user_password_set', userId: auth.user.id, companyId: user.company_id, description: `Password set for user #${user.id}`, meta: { target_user_id: user.id },
      timeline: { entityClass: 'user', entityId: user.id, event: 'password_set' },
    });
    return { message: 'The password has been changed.' };
  });

  registerCall(app, 'admin.users.role', async ({ ctx, req, auth, params, body }) => {
    const user = await findUser(ctx, params.id);
    assertNotSelf(auth.user, user, 'You cannot change your own role.');
    const fromAdmin = isAdminRole(user.role);
    const toAdmin = isAdminRole(body.role);
    if ((fromAdmin || toAdmin) && auth.user.role !== 'super-admin') throw forbidden('Only a super-admin can grant or revoke administrator roles.');
    // Customers belong to a company; administrators to none: a role never crosses that line.
    if (fromAdmin !== toAdmin) throw fieldError('role', fromAdmin ? 'An administrator can only get another administrator role.' : 'A customer user can only be a manager or a manager-reader.');
    if (body.role !== user.role) {
      await ctx.db.updateTable('users').set({ role: body.role, updated_at: nowIso(ctx.now()) }).where('id', '=', user.id).execute();
      // Acting as a user was granted with the old role: the act-as sessions the user started end.
      closeSessionSockets(ctx, await revokeActAsBy(ctx.db, user.id, undefined, ctx.now()));
      await recordActivity(ctx, req, {
        type: 'admin.user_role_changed', userId: auth.user.id, companyId: user.company_id, description: `Role of user #${user.id} changed from ${user.role} to ${body.role}`,
        meta: { target_user_id: user.id, from: user.role, to: body.role },
        timeline: { entityClass: 'user', entityId: user.id, event: 'role_changed', changes: { role: { old: user.role, new: body.role } } },
      });
    }
    return { data: await adminUserResource(ctx, await findUser(ctx, user.id)), message: 'The role has been changed.' };
  });

  registerCall(app, 'admin.users.resetValidator', async ({ ctx, req, auth, params }) => {
    const user = await findUser(ctx, params.id);
    assertMayManage(auth.user, user);
    await ctx.db
      .updateTable('users')
      .set({ totp_enabled: 0, totp_secret_enc: null, totp_pending_enc: null, otp_failures: 0, otp_locked_until: null, otp_last_step: 0, updated_at: nowIso(ctx.now()) })
      .where('id', '=', user.id)
      .execute();
    // Whoever held the lost device may hold a session too: the user signs in again and sets two-factor up anew.
    const actAs = await revokeUserTokens(ctx.db, user.id, user.id === auth.user.id ? auth.familyId : undefined, ctx.now());
    if (user.id !== auth.user.id) ctx.realtime?.disconnectUser(user.id);
    closeSessionSockets(ctx, actAs);
    await recordActivity(ctx, req, {
      type: 'admin.user_two_factor_reset', userId: auth.user.id, companyId: user.company_id, description: `Two-factor reset for user #${user.id}`, meta: { target_user_id: user.id },
      timeline: { entityClass: 'user', entityId: user.id, event: 'two_factor_reset', changes: { totp_enabled: { old: user.totp_enabled === 1, new: false } } },
    });
    return { message: 'The two-factor authentication has been reset.' };
  });
};

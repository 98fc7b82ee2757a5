import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { readSingleUpload } from '../../http/uploads';
import { signInAnswer } from '../auth/sessionCookie';
import { AVATAR_UPLOAD } from '../profile/avatar';
import { paginationMeta } from '../../http/paging';
import { actAs, removeUser, resetThrottle } from './accounts';
import { changeUser, changeUserAvatar, changeUserRole, getUser, listUsers, resetUserTwoFactor, setUserPassword, usersStatistic } from './service';

/** Admin users (document 2 section 7). */
export const registerAdminUserRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.users.statistic', async ({ ctx }) => ({ data: await usersStatistic(ctx) }));
  registerCall(app, 'admin.users.list', async ({ ctx, req, query }) => {
    const { data, total } = await listUsers(ctx, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'admin.users.get', async ({ ctx, params }) => ({ data: await getUser(ctx, params.id) }));

  registerCall(app, 'admin.users.update', async ({ ctx, req, auth, params, body }) => changeUser(ctx, req, auth, params.id, body));
  registerCall(app, 'admin.users.password', async ({ ctx, req, auth, params, body }) => setUserPassword(ctx, req, auth, params.id, body.password));
  registerCall(app, 'admin.users.role', async ({ ctx, req, auth, params, body }) => changeUserRole(ctx, req, auth, params.id, body.role));
  registerCall(app, 'admin.users.resetValidator', async ({ ctx, req, auth, params }) => resetUserTwoFactor(ctx, req, auth, params.id));
  registerCall(app, 'admin.users.avatar', async ({ ctx, req, auth, params }) => ({ data: await changeUserAvatar(ctx, req, auth, params.id, () => readSingleUpload(req, AVATAR_UPLOAD)) }));
  registerCall(app, 'admin.users.delete', async ({ ctx, req, auth, params }) => removeUser(ctx, req, auth, params.id));

  registerCall(app, 'admin.users.loginAs', async ({ ctx, req, reply, auth, params }) => signInAnswer(ctx, req, reply, await actAs(ctx, req, auth, params.id)));
  registerCall(app, 'admin.users.resetThrottle', async ({ ctx, req, auth, params }) => resetThrottle(ctx, req, auth, params.id));
};

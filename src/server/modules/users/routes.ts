import type { FastifyInstance } from 'fastify';
import { registerAdminUserDelete } from './deleteRoutes';
import { registerAdminUserReads } from './readRoutes';
import { registerAdminUserWrites } from './writeRoutes';

/** Admin users (document 2 section 7): every call but act-as and throttle reset, which have their own files. */
export const registerAdminUserRoutes = (app: FastifyInstance): void => {
  registerAdminUserReads(app);
  registerAdminUserWrites(app);
  registerAdminUserDelete(app);
};

import type { FastifyInstance } from 'fastify';
import { companyOf, memberOf } from '../../http/caller';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { companyScheduledStatements, companyStatementSchedules, createStatementSchedule, deleteStatementSchedule, scheduledStatementFile } from './service';

/** Statement schedules (managers set them up; readers see them) and the statements they produced (issue 41). */
export const registerStatementScheduleRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.statementSchedules.list', async ({ ctx, req, auth, query }) => paged(req, query, await companyStatementSchedules(ctx, companyOf(auth).id, query)));
  registerCall(app, 'manager.statementSchedules.create', async ({ ctx, reply, auth, body }) => {
    const data = await createStatementSchedule(ctx, memberOf(auth), body);
    reply.code(201);
    return { data, message: 'Statement schedule created.' };
  });
  registerCall(app, 'manager.statementSchedules.delete', async ({ ctx, auth, params }) => {
    await deleteStatementSchedule(ctx, memberOf(auth), params.id);
    return { message: 'Statement schedule removed.' };
  });
  registerCall(app, 'manager.scheduledStatements.list', async ({ ctx, req, auth, query }) => paged(req, query, await companyScheduledStatements(ctx, companyOf(auth).id, query)));
  registerCall(app, 'manager.scheduledStatements.download', async ({ ctx, reply, auth, params }) => {
    const { file, contentType, fileName } = await scheduledStatementFile(ctx, companyOf(auth).id, params.id);
    return reply
      .code(200)
      .header('content-type', contentType)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header('content-length', String(file.size))
      .send(file.stream);
  });
};

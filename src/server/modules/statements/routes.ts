import type { FastifyInstance } from 'fastify';
import { companyOf } from '../../http/caller';
import { registerCall } from '../../http/route';
import { statementFile } from './service';

/** Account statements (camt.053, MT940, PDF): any member of the company may download them. */
export const registerStatementRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.bankAccounts.statement', async ({ ctx, reply, auth, params, query }) => {
    const file = await statementFile(ctx, companyOf(auth).id, params.id, query);
    return reply
      .code(200)
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(file.content);
  });
};

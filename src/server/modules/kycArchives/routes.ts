import type { FastifyInstance } from 'fastify';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { contentDisposition } from '../tickets/attachmentFiles';
import { archiveFile, listArchives, requestArchive } from './service';

/** KYC file archives (admin): request one for a company (or all) and a date range, list them, download the zip. */
export const registerKycArchiveRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.kycFileArchives.list', async ({ ctx, req, query }) => {
    const { data, total } = await listArchives(ctx, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });

  registerCall(app, 'admin.kycFileArchives.create', async ({ ctx, req, reply, auth, body }) => {
    const created = await requestArchive(ctx, req, auth, body);
    reply.code(201);
    return created;
  });

  registerCall(app, 'admin.kycFileArchives.download', async ({ ctx, reply, params }) => {
    const { file, fileName } = await archiveFile(ctx, params.id);
    return reply
      .code(200)
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(fileName))
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.size))
      .send(file.stream);
  });
};

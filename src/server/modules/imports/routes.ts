import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_BASE } from '../../../contract/http';
import type { AuthState } from '../../context';
import { memberOf } from '../../http/caller';
import { forbidden } from '../../http/errors';
import { paged } from '../../http/paging';
import { registerCall } from '../../http/route';
import { TEMPLATE_FILE_NAME, templateWorkbook, XLSX_CONTENT_TYPE } from '../../imports/template';
import type { OpenedFile } from '../../storage/fileStore';
import { submitImport } from './importSubmit';
import { companyImport, companyImports, createdImport, importFile } from './service';

const sendXlsx = (reply: FastifyReply, { file, name, xml }: { file: OpenedFile; name: string; xml: boolean }) =>
  reply.code(200).header('content-type', xml ? 'application/xml' : XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${name}"`).header('x-content-type-options', 'nosniff').header('content-length', String(file.size)).send(file.stream);

/**
 * Viewing an import's detail is for the manager role only (document 1, section 6): the detail and its
 * two files (the uploaded original and the errors file) answer a manager-reader 403 alike.
 */
export const IMPORT_DETAIL_MANAGER_ONLY = 'Only managers can view import details.';
const assertImportDetailAccess = (auth: AuthState): void => {
  if (auth.user.role !== 'manager') throw forbidden(IMPORT_DETAIL_MANAGER_ONLY);
};

/** Bulk import: the upload (preview and create), the company's imports, their files, and the template. */
export const registerImportRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.transactions.import', async ({ ctx, req, reply, auth, confirmOtp }) => {
    const result = await submitImport(ctx, req, memberOf(auth), (payload) => confirmOtp(auth.user, payload));
    if (result.kind === 'preview') return { data: result.data };
    reply.code(201);
    return createdImport(ctx, result.row);
  });

  registerCall(app, 'manager.imports.list', async ({ ctx, req, auth, query }) => paged(req, query, await companyImports(ctx, auth.company?.id ?? 0, query)));

  registerCall(app, 'manager.imports.get', async ({ ctx, auth, params }) => {
    assertImportDetailAccess(auth);
    return { data: await companyImport(ctx, auth.company?.id ?? 0, params.id) };
  });

  // The files are part of the detail: the same rule, checked before the record is looked up.
  registerCall(app, 'manager.imports.originalFile', async ({ ctx, reply, auth, params }) => {
    assertImportDetailAccess(auth);
    return sendXlsx(reply, await importFile(ctx, auth.company?.id ?? 0, params.id, 'original'));
  });

  registerCall(app, 'manager.imports.errorsFile', async ({ ctx, reply, auth, params }) => {
    assertImportDetailAccess(auth);
    return sendXlsx(reply, await importFile(ctx, auth.company?.id ?? 0, params.id, 'errors'));
  });

  // The blank template (no data in it): public, so the portal can link to it directly.
  let template: Promise<Buffer> | undefined;
  app.get(`${API_BASE}/imports/template`, async (_req, reply) => {
    template ??= templateWorkbook();
    return reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`).send(await template);
  });
};

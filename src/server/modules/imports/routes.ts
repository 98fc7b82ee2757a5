import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_BASE } from '../../../contract/http';
import type { AuthState } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { TEMPLATE_FILE_NAME, templateWorkbook, XLSX_CONTENT_TYPE } from '../../imports/template';
import { safeFileName } from '../../pdf/layout';
import { filesOf, type OpenedFile } from '../../storage/fileStore';
import { offsetOf, paginationMeta } from '../../http/paging';
import { type ImportRow, importResources } from './importResource';
import { submitImport } from './importSubmit';

const NOT_FOUND = 'Import not found.';

const sendXlsx = (reply: FastifyReply, file: OpenedFile, name: string) =>
  reply.code(200).header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${name}"`).header('x-content-type-options', 'nosniff').header('content-length', String(file.size)).send(file.stream);

/**
 * Viewing an import's detail is for the manager role only (document 1, section 6): the detail and its
 * two files (the uploaded original and the errors file) answer a manager-reader 403 alike.
 */
export const IMPORT_DETAIL_MANAGER_ONLY = 'Only managers can view import details.';
const assertImportDetailAccess = (auth: AuthState): void => {
  if (auth.user.role !== 'manager') throw forbidden(IMPORT_DETAIL_MANAGER_ONLY);
};

const baseName = (row: ImportRow) => safeFileName(row.file_name.replace(/\.xlsx$/i, '')) || `import-${row.id}`;

/** Bulk import: the upload (preview and create), the company's imports, their files, and the template. */
export const registerImportRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'manager.transactions.import', async ({ ctx, req, reply, auth, confirmOtp }) => {
    const result = await submitImport(ctx, req, auth, confirmOtp);
    if (result.kind === 'preview') return { data: result.data };
    reply.code(201);
    return { data: (await importResources(ctx.db, [result.row]))[0], message: 'Processing will begin shortly' };
  });

  registerCall(app, 'manager.imports.list', async ({ ctx, req, auth, query }) => {
    const own = ctx.db.selectFrom('imports').where('company_id', '=', auth.company?.id ?? 0);
    const count = await own.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    const rows = await own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
    return { data: await importResources(ctx.db, rows), meta: paginationMeta(req, query.page, query.per_page, Number(count?.n ?? 0)) };
  });

  const own = async (ctx: FastifyInstance['kontor'], companyId: number, id: number): Promise<ImportRow> => {
    const row = await ctx.db.selectFrom('imports').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  registerCall(app, 'manager.imports.get', async ({ ctx, auth, params }) => {
    assertImportDetailAccess(auth);
    return { data: (await importResources(ctx.db, [await own(ctx, auth.company?.id ?? 0, params.id)]))[0] };
  });

  // The files are part of the detail: the same rule, checked before the record is looked up.
  registerCall(app, 'manager.imports.originalFile', async ({ ctx, reply, auth, params }) => {
    assertImportDetailAccess(auth);
    const row = await own(ctx, auth.company?.id ?? 0, params.id);
    const file = row.file_path ? await filesOf(ctx).open(row.file_path) : null;
    if (!file) throw notFound(NOT_FOUND);
    return sendXlsx(reply, file, `${baseName(row)}.xlsx`);
  });

  registerCall(app, 'manager.imports.errorsFile', async ({ ctx, reply, auth, params }) => {
    assertImportDetailAccess(auth);
    const row = await own(ctx, auth.company?.id ?? 0, params.id);
    const file = row.errors_file_path ? await filesOf(ctx).open(row.errors_file_path) : null;
    if (!file) throw notFound('This import has no errors file.');
    return sendXlsx(reply, file, `${baseName(row)}-errors.xlsx`);
  });

  // The blank template (no data in it): public, so the portal can link to it directly.
  let template: Promise<Buffer> | undefined;
  app.get(`${API_BASE}/imports/template`, async (_req, reply) => {
    template ??= templateWorkbook();
    return reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`).send(await template);
  });
};

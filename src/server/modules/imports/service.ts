import type { CallOutput } from '../../../contract/calls';
import type { AppContext } from '../../context';
import { notFound } from '../../domain/errors';
import { offsetOf } from '../../http/paging';
import { safeFileName } from '../../pdf/layout';
import { filesOf, type OpenedFile } from '../../storage/fileStore';
import { type ImportResource, type ImportRow, importResources } from './importResource';

/** The company's bulk imports: the list, one import's detail and its two files (the upload and the errors file). */

const NOT_FOUND = 'Import not found.';
const NO_ERRORS_FILE = 'This import has no errors file.';

export const companyImports = async (ctx: AppContext, companyId: number, query: CallOutput<'manager.imports.list', 'query'>): Promise<{ data: ImportResource[]; total: number }> => {
  const own = ctx.db.selectFrom('imports').where('company_id', '=', companyId);
  const count = await own.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await own.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.per_page).offset(offsetOf(query.page, query.per_page)).execute();
  return { data: await importResources(ctx, rows), total: Number(count?.n ?? 0) };
};

const own = async (ctx: AppContext, companyId: number, id: number): Promise<ImportRow> => {
  const row = await ctx.db.selectFrom('imports').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
};

export const companyImport = async (ctx: AppContext, companyId: number, id: number): Promise<ImportResource | undefined> => (await importResources(ctx, [await own(ctx, companyId, id)]))[0];

/** The answer of a new import (made by a job, announced as it goes). */
export const createdImport = async (ctx: AppContext, row: ImportRow) => ({ data: (await importResources(ctx, [row]))[0], message: 'Processing will begin shortly' });

const baseName = (row: ImportRow) => safeFileName(row.file_name.replace(/\.(xlsx|xml)$/i, '')) || `import-${row.id}`;

/** A pain.001 upload (issue 41) is kept as the XML it was; its errors file is a workbook like any other. */
const isXml = (path: string | null) => Boolean(path?.endsWith('.xml'));

/** The uploaded workbook of an import, or its errors file, with the name it is downloaded under. */
export const importFile = async (ctx: AppContext, companyId: number, id: number, which: 'original' | 'errors'): Promise<{ file: OpenedFile; name: string; xml: boolean }> => {
  const row = await own(ctx, companyId, id);
  const path = which === 'original' ? row.file_path : row.errors_file_path;
  const file = path ? await filesOf(ctx).open(path) : null;
  if (!file) throw notFound(which === 'original' ? NOT_FOUND : NO_ERRORS_FILE);
  const xml = which === 'original' && isXml(path);
  return { file, xml, name: which === 'original' ? `${baseName(row)}.${xml ? 'xml' : 'xlsx'}` : `${baseName(row)}-errors.xlsx` };
};

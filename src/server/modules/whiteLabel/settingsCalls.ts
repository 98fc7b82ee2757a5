import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { whiteLabelDocumentImageBody, whiteLabelImageBody, type whiteLabelBody, type whiteLabelDocumentUpdateBody, type whiteLabelDocumentsQuery } from '../../../contract/calls/payloads';
import { WHITE_LABEL_IMAGE_COLUMNS, type Theme, type WhiteLabelImageColumn } from '../../../contract/enums';
import type { WhiteLabelDocument, WhiteLabelImageUpload, WhiteLabelSettings } from '../../../contract/entities';
import type { AppContext, AuthState } from '../../context';
import { recordActivity } from '../activityLogs/record';
import { publishCompanyUpdated } from '../companies/events';
import { listDocuments, setDocumentImage, updateDocument } from './documents';
import { filesOf } from '../../storage/fileStore';
import { readImage, receiveImage, removeImageFile } from './images';
import { storeUnsavedImage } from './pendingUploads';
import { releaseImages } from './releaseImages';
import { platformWhiteLabel, type WhiteLabelRow } from './platformWhiteLabel';
import { saveWhiteLabel, type WhiteLabelUpdate } from './saveWhiteLabel';
import { storedTheme, type WhiteLabelAnswer, whiteLabelResource } from './whiteLabelResource';
import { effectiveWhiteLabel, type WhiteLabelScope } from './whiteLabelScope';

/**
 * The white-label settings calls, the same for the platform default (admins) and a company's own
 * (its managers): the route files decide who may call them and for which scope.
 */

/** How a route answers the record of its scope (the theme and its lock differ between admins and managers). */
export type SettingsAnswer = (row: WhiteLabelRow | undefined, inherited: boolean) => WhiteLabelSettings;

/** The deployment's one brand for every caller: the platform row's, in KONTOR_THEME when pinned. */
export const publicBranding = async (ctx: AppContext, pinned: Theme | null): Promise<WhiteLabelAnswer> => {
  const row = await platformWhiteLabel(ctx.db);
  return whiteLabelResource(row, pinned ?? storedTheme(row));
};

/**
 * A company's answer: its own white label (or the inherited defaults) in the deployment's one theme,
 * which a company never picks (KONTOR_THEME when pinned, else the platform's stored theme).
 */
export const companySettingsAnswer = async (ctx: AppContext, pinned: Theme | null): Promise<SettingsAnswer> => {
  const theme = pinned ?? storedTheme(await platformWhiteLabel(ctx.db));
  return (row, inherited) => ({ ...whiteLabelResource(row, theme), inherited, theme_locked: true });
};

/** The image columns an update body names (a blank one clears the image; an absent one keeps it). */
export const namedImageColumns = (body: unknown): ReadonlySet<WhiteLabelImageColumn> => {
  const raw = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return new Set(WHITE_LABEL_IMAGE_COLUMNS.filter((column) => Object.hasOwn(raw, column)));
};

const scopeLabel = (scope: WhiteLabelScope) => (scope.companyId === null ? 'platform default' : `company #${scope.companyId}`);

const logWrite = async (ctx: AppContext, req: FastifyRequest, auth: AuthState, scope: WhiteLabelScope, type: 'white_label.updated' | 'white_label.image_uploaded' | 'white_label.document_updated' | 'white_label.document_image_uploaded', description: string, meta: Record<string, unknown>) => {
  await recordActivity(ctx, req, {
    type, userId: auth.user.id, companyId: scope.companyId, description: `${description} (${scopeLabel(scope)})`, meta: { scope: scope.companyId === null ? 'default' : 'company', ...meta },
  });
  // The company's signed-in users re-read their company (its white label is part of what it shows).
  if (scope.companyId !== null) await publishCompanyUpdated(ctx, scope.companyId);
};

export const getSettings = async (ctx: AppContext, scope: WhiteLabelScope, answer: SettingsAnswer): Promise<{ data: WhiteLabelSettings }> => {
  const { row, inherited } = await effectiveWhiteLabel(ctx.db, scope);
  return { data: answer(row, inherited) };
};

export const updateSettings = async (
  c: { ctx: AppContext; req: FastifyRequest; auth: AuthState },
  scope: WhiteLabelScope,
  update: { fields: z.output<typeof whiteLabelBody>; theme: Theme | undefined; namedImages: WhiteLabelUpdate['namedImages'] },
  answer: SettingsAnswer,
): Promise<{ data: WhiteLabelSettings; message: string }> => {
  const saved = await saveWhiteLabel(c.ctx, scope, update);
  await releaseImages(c.ctx, scope, saved.replacedImages);
  await logWrite(c.ctx, c.req, c.auth, scope, 'white_label.updated', 'White label updated', { changed: saved.changed });
  return { data: answer(saved.row, false), message: 'White label updated successfully.' };
};

/**
 * Stores the image and answers its address: the record takes it when the form is saved. Until then it is
 * an unsaved upload: within the scope's quota, and removed a day later unless saved (pendingUploads.ts).
 */
export const uploadImage = async (c: { ctx: AppContext; req: FastifyRequest; auth: AuthState }, scope: WhiteLabelScope): Promise<{ data: WhiteLabelImageUpload; message: string }> => {
  const { fields, image: checked } = await readImage(c.req, whiteLabelImageBody);
  const image = await storeUnsavedImage(c.ctx, scope, checked);
  await logWrite(c.ctx, c.req, c.auth, scope, 'white_label.image_uploaded', `White label image uploaded for ${fields.column}`, { column: fields.column });
  return { data: { column: fields.column, url: image.url }, message: 'Image uploaded successfully.' };
};

/** A page of the document types, paginated like every list (there are few, so the page is cut in memory). */
export const documentsPage = async (ctx: AppContext, scope: WhiteLabelScope, query: z.output<typeof whiteLabelDocumentsQuery>): Promise<{ data: WhiteLabelDocument[]; total: number }> => {
  const all = await listDocuments(ctx.db, scope);
  const start = (query.page - 1) * query.per_page;
  return { data: all.slice(start, start + query.per_page), total: all.length };
};

export const updateDocumentCall = async (
  c: { ctx: AppContext; req: FastifyRequest; auth: AuthState },
  scope: WhiteLabelScope,
  body: z.output<typeof whiteLabelDocumentUpdateBody>,
): Promise<{ data: WhiteLabelDocument; message: string }> => {
  const doc = await updateDocument(c.ctx, scope, body);
  await logWrite(c.ctx, c.req, c.auth, scope, 'white_label.document_updated', `White label document ${body.document_type} updated`, { document_type: body.document_type });
  return { data: doc, message: 'Document updated successfully.' };
};

export const uploadDocumentImage = async (c: { ctx: AppContext; req: FastifyRequest; auth: AuthState }, scope: WhiteLabelScope): Promise<{ data: WhiteLabelDocument; message: string }> => {
  const { fields, image } = await receiveImage(c.ctx, c.req, scope, whiteLabelDocumentImageBody);
  // Saved into the document at once: a failure leaves no file behind.
  const { doc, replaced } = await setDocumentImage(c.ctx, scope, fields.document_type, fields.column, image).catch(async (e: unknown) => {
    await removeImageFile(filesOf(c.ctx), image.fileName);
    throw e;
  });
  await releaseImages(c.ctx, scope, [replaced]);
  await logWrite(c.ctx, c.req, c.auth, scope, 'white_label.document_image_uploaded', `White label document ${fields.document_type} image uploaded for ${fields.column}`, {
    document_type: fields.document_type, column: fields.column,
  });
  return { data: doc, message: 'Image uploaded successfully.' };
};

import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { whiteLabelDocumentUpdateBody } from '../../../contract/calls/payloads';
import { WHITE_LABEL_DOCUMENT_COLUMNS, WHITE_LABEL_DOCUMENT_TYPES, type WhiteLabelDocumentColumn, type WhiteLabelDocumentType } from '../../../contract/enums';
import type { WhiteLabelDocument } from '../../../contract/entities';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import type { StoredImage } from './images';
import { whiteLabelImageUrl } from './images';
import { platformWhiteLabel } from './platformWhiteLabel';
import { DEFAULT_WHITE_LABEL_NAME } from './whiteLabelResource';
import { ensureWhiteLabel, ownWhiteLabel, type WhiteLabelScope } from './whiteLabelScope';

type Db = Kysely<Database>;

type OwnDocument = {
  settings: { id: number; header_text: string | null; footer_text: string | null; enabled: number; updated_at: string } | undefined;
  images: Partial<Record<WhiteLabelDocumentColumn, string>>;
  imagesUpdatedAt: string | null;
};

const isColumn = (value: string | null): value is WhiteLabelDocumentColumn => (WHITE_LABEL_DOCUMENT_COLUMNS as readonly (string | null)[]).includes(value);

/** Every document type of one white label: its settings row and its images, by type. */
const documentsOf = async (db: Db, whiteLabelId: number | undefined): Promise<Map<string, OwnDocument>> => {
  const byType = new Map<string, OwnDocument>();
  if (whiteLabelId === undefined) return byType;
  const entry = (type: string): OwnDocument => {
    let found = byType.get(type);
    if (!found) byType.set(type, (found = { settings: undefined, images: {}, imagesUpdatedAt: null }));
    return found;
  };
  const settings = await db.selectFrom('white_label_document_settings').selectAll().where('white_label_id', '=', whiteLabelId).execute();
  for (const row of settings) entry(row.document_type).settings = row;
  const images = await db.selectFrom('white_label_documents').selectAll().where('white_label_id', '=', whiteLabelId).execute();
  for (const row of images) {
    if (!isColumn(row.column_name)) continue;
    const doc = entry(row.document_type);
    doc.images[row.column_name] = whiteLabelImageUrl(row.file_name);
    if (!doc.imagesUpdatedAt || row.updated_at > doc.imagesUpdatedAt) doc.imagesUpdatedAt = row.updated_at;
  }
  return byType;
};

const hasContent = (doc: OwnDocument | undefined): doc is OwnDocument => doc !== undefined && (doc.settings !== undefined || Object.keys(doc.images).length > 0);

const documentResource = (type: WhiteLabelDocumentType, doc: OwnDocument | undefined, inherited: boolean): WhiteLabelDocument => {
  const settingsAt = doc?.settings?.updated_at ?? null;
  const imagesAt = doc?.imagesUpdatedAt ?? null;
  return {
    id: inherited ? null : (doc?.settings?.id ?? null),
    document_type: type,
    header_text: doc?.settings?.header_text ?? null,
    footer_text: doc?.settings?.footer_text ?? null,
    header_image_url: doc?.images.header_image_url ?? null,
    footer_image_url: doc?.images.footer_image_url ?? null,
    signature_image_url: doc?.images.signature_image_url ?? null,
    stamp_image_url: doc?.images.stamp_image_url ?? null,
    enabled: doc?.settings ? doc.settings.enabled === 1 : true,
    updated_at: settingsAt && imagesAt ? (settingsAt > imagesAt ? settingsAt : imagesAt) : (settingsAt ?? imagesAt),
    inherited,
  };
};

/**
 * The documents of the scope, one per document type in the contract's order: a company's own version of
 * a type once it saved one, otherwise the platform default's (inherited).
 */
export const listDocuments = async (db: Db, scope: WhiteLabelScope): Promise<WhiteLabelDocument[]> => {
  const own = await documentsOf(db, (await ownWhiteLabel(db, scope))?.id);
  const defaults = scope.companyId === null ? new Map<string, OwnDocument>() : await documentsOf(db, (await platformWhiteLabel(db))?.id);
  return WHITE_LABEL_DOCUMENT_TYPES.map((type) => {
    const mine = own.get(type);
    if (hasContent(mine) || scope.companyId === null) return documentResource(type, mine, false);
    return documentResource(type, defaults.get(type), true);
  });
};

export const findDocument = async (db: Db, scope: WhiteLabelScope, type: WhiteLabelDocumentType): Promise<WhiteLabelDocument> => {
  const found = (await listDocuments(db, scope)).find((doc) => doc.document_type === type);
  if (!found) throw new Error(`Unknown white label document type ${type}`);
  return found;
};

/**
 * The scope's own settings row of a type, created when missing. A company's first own version starts as
 * a copy of the inherited default (texts, enabled and images: the files stay shared, read-only to it).
 */
const ensureOwnDocument = async (db: Db, scope: WhiteLabelScope, type: WhiteLabelDocumentType, now: string): Promise<{ whiteLabelId: number; settingsId: number }> => {
  const whiteLabel = await ensureWhiteLabel(db, scope, now, DEFAULT_WHITE_LABEL_NAME);
  const existing = await db.selectFrom('white_label_document_settings').select('id').where('white_label_id', '=', whiteLabel.id).where('document_type', '=', type).executeTakeFirst();
  if (existing) return { whiteLabelId: whiteLabel.id, settingsId: existing.id };
  const base = scope.companyId === null ? undefined : await platformWhiteLabel(db);
  const baseSettings = base
    ? await db.selectFrom('white_label_document_settings').selectAll().where('white_label_id', '=', base.id).where('document_type', '=', type).executeTakeFirst()
    : undefined;
  await db
    .insertInto('white_label_document_settings')
    .values({
      white_label_id: whiteLabel.id, document_type: type, header_text: baseSettings?.header_text ?? null, footer_text: baseSettings?.footer_text ?? null,
      enabled: baseSettings?.enabled ?? 1, created_at: now, updated_at: now,
    })
    .execute();
  const ownImages = await db.selectFrom('white_label_documents').select('id').where('white_label_id', '=', whiteLabel.id).where('document_type', '=', type).executeTakeFirst();
  if (base && !ownImages) {
    const baseImages = await db.selectFrom('white_label_documents').selectAll().where('white_label_id', '=', base.id).where('document_type', '=', type).execute();
    for (const image of baseImages) {
      await db
        .insertInto('white_label_documents')
        .values({ white_label_id: whiteLabel.id, document_type: type, column_name: image.column_name, file_name: image.file_name, file_path: image.file_path, mime_type: image.mime_type, created_at: now, updated_at: now })
        .execute();
    }
  }
  const created = await db.selectFrom('white_label_document_settings').select('id').where('white_label_id', '=', whiteLabel.id).where('document_type', '=', type).executeTakeFirstOrThrow();
  return { whiteLabelId: whiteLabel.id, settingsId: created.id };
};

/** Every document write moves the white label's cache_set_at too: the branding it belongs to changed. */
const touchWhiteLabel = (db: Db, whiteLabelId: number, now: string) =>
  db.updateTable('white_labels').set({ cache_set_at: now, updated_at: now }).where('id', '=', whiteLabelId).execute();

/** Header and footer text (blank clears one) and, when given, enabled. */
export const updateDocument = (ctx: AppContext, scope: WhiteLabelScope, body: z.output<typeof whiteLabelDocumentUpdateBody>): Promise<WhiteLabelDocument> =>
  ctx.db.transaction().execute(async (trx) => {
    const now = nowIso(ctx.now());
    const { whiteLabelId, settingsId } = await ensureOwnDocument(trx, scope, body.document_type, now);
    await trx
      .updateTable('white_label_document_settings')
      .set({ header_text: body.header_text ?? null, footer_text: body.footer_text ?? null, ...(body.enabled === undefined ? {} : { enabled: body.enabled ? 1 : 0 }), updated_at: now })
      .where('id', '=', settingsId)
      .execute();
    await touchWhiteLabel(trx, whiteLabelId, now);
    return findDocument(trx, scope, body.document_type);
  });

/** Puts an uploaded image in one image column of a document; answers the document and the address of the image it replaced. */
export const setDocumentImage = (
  ctx: AppContext,
  scope: WhiteLabelScope,
  type: WhiteLabelDocumentType,
  column: WhiteLabelDocumentColumn,
  image: StoredImage,
): Promise<{ doc: WhiteLabelDocument; replaced: string | null }> =>
  ctx.db.transaction().execute(async (trx) => {
    const now = nowIso(ctx.now());
    const { whiteLabelId } = await ensureOwnDocument(trx, scope, type, now);
    const previous = await trx.selectFrom('white_label_documents').select('file_name').where('white_label_id', '=', whiteLabelId).where('document_type', '=', type).where('column_name', '=', column).executeTakeFirst();
    await trx.deleteFrom('white_label_documents').where('white_label_id', '=', whiteLabelId).where('document_type', '=', type).where('column_name', '=', column).execute();
    await trx
      .insertInto('white_label_documents')
      .values({ white_label_id: whiteLabelId, document_type: type, column_name: column, file_name: image.fileName, file_path: `uploads/white-label/${image.fileName}`, mime_type: image.mimeType, created_at: now, updated_at: now })
      .execute();
    await touchWhiteLabel(trx, whiteLabelId, now);
    return { doc: await findDocument(trx, scope, type), replaced: previous ? whiteLabelImageUrl(previous.file_name) : null };
  });

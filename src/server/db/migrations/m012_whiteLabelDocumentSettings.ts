import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * White-label documents: one settings row per white label and document type (header and footer text,
 * enabled); their images stay in white_label_documents, one row per document type and image column.
 */
export const m012WhiteLabelDocumentSettings = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(
      withId(db.schema.createTable('white_label_document_settings'), engine)
        .addColumn('white_label_id', 'integer', (c) => c.notNull().references('white_labels.id').onDelete('cascade'))
        .addColumn('document_type', 'text', (c) => c.notNull())
        .addColumn('header_text', 'text')
        .addColumn('footer_text', 'text')
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint('white_label_document_settings_uq', ['white_label_id', 'document_type']),
    ).execute();
    await db.schema
      .createIndex('white_label_documents_slot_uq')
      .on('white_label_documents')
      .columns(['white_label_id', 'document_type', 'column_name'])
      .unique()
      .execute();
  },
});

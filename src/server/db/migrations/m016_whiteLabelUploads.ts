import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * White-label images uploaded but not saved into a white label yet (security issue, item 8): one row per
 * stored file until the white label takes it (the row goes) or its cleanup job removes it a day later.
 * The per-scope quota of unsaved uploads counts these rows. company_id null: the platform default's.
 */
export const m016WhiteLabelUploads = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(
      withId(db.schema.createTable('white_label_uploads'), engine)
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull().unique())
        .addColumn('size', 'integer', (c) => c.notNull()),
    ).execute();
    await db.schema.createIndex('white_label_uploads_company_idx').on('white_label_uploads').column('company_id').execute();
  },
});

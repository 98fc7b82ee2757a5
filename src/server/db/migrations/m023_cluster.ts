import type { DbEngine } from '../engine';
import { type MigrationDb, withId } from './helpers';

/**
 * Several server instances on one database (issue 15):
 * - realtime_payloads: an event too large for a PostgreSQL NOTIFY (8,000 bytes) is stored here and
 *   the notification carries only its id; rows are removed minutes later.
 * - stored_files and stored_file_chunks: the database file storage (KONTOR_FILE_STORAGE=database),
 *   one row per file and its content in chunks, so a file is streamed in and out a chunk at a time.
 */
export const m023Cluster = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('realtime_payloads'), engine)
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('realtime_payloads_created_idx').on('realtime_payloads').column('created_at').execute();
    await db.schema
      .createTable('stored_files')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('chunks', 'integer', (c) => c.notNull())
      .addColumn('complete', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('stored_file_chunks')
      .addColumn('key', 'text', (c) => c.notNull().references('stored_files.key').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('data', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addPrimaryKeyConstraint('stored_file_chunks_pk', ['key', 'seq'])
      .execute();
  },
});

import type { DbEngine } from '../engine';
import type { MigrationDb } from './helpers';

/**
 * Compliance (KYC): a requested file carries its display name, whether it must be signed, the
 * signature (a stored image, when and by whom) and the reviewer's note; a tracking carries the
 * reviewer's comment and who asked for it. Archives remember which company they hold.
 */
export const m011ComplianceFiles = (_engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('kyc_files').addColumn('name', 'text').execute();
    await db.schema.alterTable('kyc_files').addColumn('signature_required', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('kyc_files').addColumn('signature_path', 'text').execute();
    await db.schema.alterTable('kyc_files').addColumn('signed_at', 'text').execute();
    await db.schema.alterTable('kyc_files').addColumn('signed_by', 'integer').execute();
    await db.schema.alterTable('kyc_files').addColumn('note', 'text').execute();
    await db.schema.alterTable('kyc_files').addColumn('uploaded_at', 'text').execute();
    await db.schema.alterTable('compliance_trackings').addColumn('comment', 'text').execute();
    await db.schema.createIndex('kyc_files_tracking_idx').on('kyc_files').columns(['compliance_tracking_id', 'document_type']).unique().execute();
    await db.schema.createIndex('kyc_files_company_idx').on('kyc_files').columns(['company_id', 'created_at']).execute();
    await db.schema.createIndex('compliance_trackings_created_idx').on('compliance_trackings').columns(['company_id', 'created_at']).execute();
  },
});

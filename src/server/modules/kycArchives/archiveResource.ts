import type { Kysely, Selectable } from 'kysely';
import type { Archive } from '../../../contract/entities';
import type { JobStatus } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import { companyRefs } from '../companies/queries';

export type ArchiveRow = Selectable<Database['archives']>;

export const ARCHIVE_MESSAGES = {
  notFound: 'Archive not found.',
  notReady: 'The archive is not ready yet.',
  companyInvalid: 'The selected company id is invalid.',
} as const;

export const archiveResources = async (db: Kysely<Database>, rows: readonly ArchiveRow[]): Promise<Archive[]> => {
  const byId = await companyRefs(db, rows.map((r) => r.company_id));
  return rows.map((r) => ({
    id: r.id,
    date_from: r.date_from ?? '',
    date_to: r.date_to ?? '',
    filename: r.status === 'DONE' ? r.filename : null,
    status: r.status as JobStatus,
    company: r.company_id === null ? null : (byId.get(r.company_id) ?? { id: r.company_id, name: '' }),
    created_at: r.created_at,
    actions: { is_downloadable: r.status === 'DONE' && r.file_path !== null },
  }));
};

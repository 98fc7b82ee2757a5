import type { Selectable } from 'kysely';
import type { Announcement } from '../../../contract/entities';
import type { AnnouncementsTable } from '../../db/schemaDomain/support';

export type AnnouncementRow = Selectable<AnnouncementsTable>;

/**
 * The stored row as the contract names it: `body` is the text (`content`), `enabled` whether it is
 * published; the start and end are calendar days (YYYY-MM-DD), both included.
 */
export const announcementResource = (r: AnnouncementRow): Announcement => ({
  id: r.id,
  title: r.title,
  content: r.body,
  is_published: r.enabled === 1,
  starts_at: r.starts_at,
  ends_at: r.ends_at,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

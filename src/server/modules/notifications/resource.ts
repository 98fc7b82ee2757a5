import type { Selectable } from 'kysely';
import type { Notification } from '../../../contract/entities';
import type { NotificationType } from '../../../contract/enums';
import type { NotificationsTable } from '../../db/schemaDomain';
import { parseJson } from '../../db/values';

export type NotificationRow = Selectable<NotificationsTable>;
export type Notificationable = NonNullable<Notification['notificationable']>;

/** The wire shape of a stored notification: `data` holds the notificationable as it was when created. */
export const notificationResource = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type as NotificationType,
  notificationable: parseJson<Notificationable | null>(row.data, null),
  read_at: row.read_at,
  created_at: row.created_at,
});

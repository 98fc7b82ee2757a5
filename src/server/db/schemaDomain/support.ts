import type { Bool, Id, Json, Timestamp } from '../types';

/**
 * Notifications, tickets (threads, attachments) and announcements.
 * Column conventions: see ../schemaDomain.ts.
 */

export type NotificationsTable = {
  id: Id;
  user_id: number;
  company_id: number | null;
  type: string;
  title: string;
  message: string;
  data: Json | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TicketsTable = {
  id: Id;
  company_id: number | null;
  user_id: number | null;
  subject: string;
  status: string;
  priority: string | null;
  closed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TicketThreadsTable = {
  id: Id;
  ticket_id: number;
  user_id: number | null;
  message: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TicketAttachmentsTable = {
  id: Id;
  ticket_id: number;
  thread_id: number | null;
  file_name: string;
  file_path: string;
  mime_type: string | null;
  size: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AnnouncementsTable = {
  id: Id;
  title: string;
  body: string;
  audience: string; // all | managers | admins | company:<id> …
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  enabled: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
};

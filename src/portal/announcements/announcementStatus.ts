import type { Announcement } from '../../contract/entities';

export type AnnouncementStatus = 'draft' | 'scheduled' | 'active' | 'expired';
export const ANNOUNCEMENT_STATUS_COLORS = { draft: 'default', scheduled: 'info', active: 'success', expired: 'warning' } as const;

/** Today as the server counts announcement days: the UTC calendar day. */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Where an announcement stands for managers today: the same rule the server applies to their list. */
export const announcementStatus = (a: Pick<Announcement, 'is_published' | 'starts_at' | 'ends_at'>, today: string): AnnouncementStatus => {
  if (!a.is_published) return 'draft';
  if (a.starts_at !== null && a.starts_at > today) return 'scheduled';
  if (a.ends_at !== null && a.ends_at < today) return 'expired';
  return 'active';
};

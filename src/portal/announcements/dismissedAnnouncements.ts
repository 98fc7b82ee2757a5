import type { Announcement } from '../../contract/entities';
import { readJson, writeJson } from '../providers/storage';

/** Dismissals are kept per user in this browser; at most this many, the newest kept. */
const STORAGE_KEY = 'kontor_dismissed_announcements';
const MAX_KEPT = 200;

type Dismissals = Record<string, string[]>;

const isDismissals = (value: unknown): value is Dismissals =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => Array.isArray(v) && v.every((x) => typeof x === 'string'));

/** An announcement edited after it was dismissed shows again: the mark names its version. */
export const dismissalMark = (a: Pick<Announcement, 'id' | 'updated_at'>): string => `${a.id}@${a.updated_at}`;

export const readDismissed = (userKey: string): string[] => readJson(STORAGE_KEY, isDismissals)?.[userKey] ?? [];

export const dismissAnnouncement = (userKey: string, a: Pick<Announcement, 'id' | 'updated_at'>): string[] => {
  const all = readJson(STORAGE_KEY, isDismissals) ?? {};
  const marks = [...(all[userKey] ?? []).filter((m) => m !== dismissalMark(a)), dismissalMark(a)].slice(-MAX_KEPT);
  writeJson(STORAGE_KEY, { ...all, [userKey]: marks });
  return marks;
};

/** The announcements not dismissed (in their version) by the user. */
export const undismissed = <A extends Pick<Announcement, 'id' | 'updated_at'>>(list: readonly A[], dismissed: readonly string[]): A[] =>
  list.filter((a) => !dismissed.includes(dismissalMark(a)));

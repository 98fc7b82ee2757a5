import { CACHE_LIFETIMES } from '../../contract/constants';
import { isRecord, readJson, writeJson } from '../providers/storage';
import { parseWhiteLabel, type WhiteLabelRecord } from './whiteLabelRecord';

/** The deployment's white label (STORAGE_KEYS has only the manager-side one). */
export const WHITE_LABEL_STORAGE_KEY = 'kontor_white_label';

export type CachedWhiteLabel = { savedAt: number; record: WhiteLabelRecord };

export const readCachedWhiteLabel = (): CachedWhiteLabel | null => {
  const stored = readJson(WHITE_LABEL_STORAGE_KEY, isRecord);
  const record = parseWhiteLabel(stored?.data);
  return record && typeof stored?.saved_at === 'number' ? { savedAt: stored.saved_at, record } : null;
};

export const writeCachedWhiteLabel = (record: WhiteLabelRecord, now: number): void =>
  writeJson(WHITE_LABEL_STORAGE_KEY, { saved_at: now, data: record });

/** Younger than the white label's cache lifetime (5 minutes); a copy from the future (clock changed) is not. */
export const isFresh = (cached: CachedWhiteLabel, now: number): boolean =>
  cached.savedAt <= now && now - cached.savedAt < CACHE_LIFETIMES.whiteLabel;

import { useMemo, useSyncExternalStore } from 'react';
import type { User } from '../../contract/entities';
import { parseUser, USER_STORAGE_KEY } from './authStorage';
import { sessionEvents } from './sessionEvents';
import { readItem } from './storage';

const snapshot = (): string => readItem(USER_STORAGE_KEY) ?? '';

/** The signed-in user as stored, following sign-in, acting as a user and refreshes of the record. */
export const useStoredUser = (): User | null => {
  const raw = useSyncExternalStore(sessionEvents.subscribe, snapshot, snapshot);
  // The user is parsed again only when the stored record changed.
  return useMemo(() => parseUser(raw), [raw]);
};

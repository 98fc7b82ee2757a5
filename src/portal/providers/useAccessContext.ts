import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../../contract/constants';
import type { AccessContext } from './accessContext';
import { USER_STORAGE_KEY } from './authStorage';
import { brandTheme } from './brandTheme';
import { currentAccessContext } from './currentAccessContext';
import { sessionEvents } from './sessionEvents';
import { readItem } from './storage';

const subscribe = (listener: () => void): (() => void) => {
  const offSession = sessionEvents.subscribe(listener);
  const offBrand = brandTheme.subscribe(listener);
  return () => {
    offSession();
    offBrand();
  };
};

/** What the context is derived from, as one comparable string. */
const sourceNow = (): string =>
  [STORAGE_KEYS.token, USER_STORAGE_KEY, STORAGE_KEYS.releaseId, STORAGE_KEYS.adminReserveToken].map((key) => readItem(key) ?? '').join('\u0000') +
  brandTheme.current();

/** The context last built and what it was built from: the same object until that changed (a stable snapshot for React). */
let built: { source: string; context: AccessContext } | null = null;

const snapshot = (): AccessContext => {
  const source = sourceNow();
  if (built?.source !== source) built = { source, context: currentAccessContext() };
  return built.context;
};

/**
 * The access context of the signed-in user, from the stored session: it follows sign-in, logout,
 * acting as a user, a refreshed user record and the brand theme.
 */
export const useAccessContext = (): AccessContext => useSyncExternalStore(subscribe, snapshot, snapshot);

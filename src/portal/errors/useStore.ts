import { useSyncExternalStore } from 'react';
import type { Store } from './createStore';

/** The current value of a store, re-rendering on change. */
export const useStore = <T>(store: Store<T>): T => useSyncExternalStore(store.subscribe, store.get, store.get);

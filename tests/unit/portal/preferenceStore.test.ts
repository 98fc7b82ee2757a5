import { memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/contract/constants';
import { createPreferenceStore } from '../../../src/portal/providers/preferenceStore';

beforeEach(() => localStorage.clear());

describe('preferenceStore', () => {
  it('keeps the colour scheme and the language under the project keys, and through a reset', () => {
    const store = createPreferenceStore(memoryStore());
    expect(store.getItem('theme', 'dark')).toBe('dark');
    store.setItem('theme', 'light');
    store.setItem('locale', 'ja');
    store.setItem('sidebar.open', false);
    expect(localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ja');
    store.reset();
    expect(store.getItem('theme')).toBe('light');
    expect(store.getItem('locale')).toBe('ja');
    expect(store.getItem('sidebar.open')).toBeUndefined();
  });

  it('ignores unknown values and tells subscribers about changes', () => {
    const store = createPreferenceStore(memoryStore());
    localStorage.setItem(STORAGE_KEYS.colorScheme, 'purple');
    expect(store.getItem('theme', 'dark')).toBe('dark');
    const listener = vi.fn();
    const unsubscribe = store.subscribe('theme', listener);
    store.setItem('theme', 'light');
    expect(listener).toHaveBeenCalledWith('light');
    unsubscribe();
    store.setItem('theme', 'dark');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

import { memoryStore } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/contract/constants';
import { writeSession } from '../../../src/portal/providers/authStorage';
import { createPreferenceStore, LIST_COLUMNS_STORAGE_KEY } from '../../../src/portal/providers/preferenceStore';
import { makeToken, makeUser } from './shell/fixtures';

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

  it('starts in the browser\'s language when none was chosen, and keeps a chosen one', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en-US']);
    try {
      const store = createPreferenceStore(memoryStore());
      expect(store.getItem('locale', 'en')).toBe('de');
      // Nothing is saved until the person chooses.
      expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
      store.setItem('locale', 'fr');
      expect(store.getItem('locale', 'en')).toBe('fr');
      // A language the portal does not speak is passed over for the next one the browser lists.
      localStorage.clear();
      languages.mockReturnValue(['pt-BR', 'ja-JP']);
      expect(store.getItem('locale', 'en')).toBe('ja');
      languages.mockReturnValue(['pt-BR']);
      expect(store.getItem('locale', 'en')).toBe('en');
    } finally {
      languages.mockRestore();
    }
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

  it('keeps each user\'s chosen list columns through sign-out, apart from other users', () => {
    const store = createPreferenceStore(memoryStore());
    const first = makeUser('manager');
    writeSession(makeToken(), first);
    store.setItem('transactions.approved.columns', ['fee_amount']);
    store.setItem('transactions.approved.columns_columnRanks', [1, 0]);
    store.reset();
    expect(store.getItem('transactions.approved.columns')).toEqual(['fee_amount']);
    expect(store.getItem('transactions.approved.columns_columnRanks')).toEqual([1, 0]);
    writeSession(makeToken(), { ...first, id: first.id + 1 });
    expect(store.getItem('transactions.approved.columns', ['default'])).toEqual(['default']);
    store.setItem('transactions.approved.columns', []);
    writeSession(makeToken(), first);
    expect(store.getItem('transactions.approved.columns')).toEqual(['fee_amount']);
    expect(Object.keys(JSON.parse(localStorage.getItem(LIST_COLUMNS_STORAGE_KEY) ?? '{}') as object)).toHaveLength(2);
  });
});

import { memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { loadLanguageBeforeStoring } from '../../../../src/portal/providers/PortalAdminContext';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('a chosen language is stored once its messages are loaded', () => {
  it('announces the language only when the provider speaks it, and the last one chosen wins', async () => {
    const store = loadLanguageBeforeStoring(memoryStore({ locale: 'en' }), i18nProvider);
    // As react-admin's StoreContextProvider does.
    store.setup();
    const heard: { value: unknown; speaking: string }[] = [];
    store.subscribe('locale', (value) => heard.push({ value, speaking: i18nProvider.getLocale() }));
    store.setItem('locale', 'de');
    store.setItem('locale', 'fr');
    // Nothing is announced before the messages are there.
    expect(store.getItem('locale')).toBe('en');
    await expect.poll(() => store.getItem('locale'), { timeout: 10_000 }).toBe('fr');
    expect(heard).toEqual([{ value: 'fr', speaking: 'fr' }]);
    expect(i18nProvider.translate('ra.action.save')).toBe('Enregistrer');
    // Other keys go straight through.
    store.setItem('theme', 'light');
    expect(store.getItem('theme')).toBe('light');
  });
});

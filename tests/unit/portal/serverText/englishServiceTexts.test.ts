import fs from 'node:fs';
import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { englishServiceTextsSource } from '../../../../scripts/englishServiceTexts';
import { PORTAL_SERVICE_PROVIDERS } from '../../../../src/contract/enums';
import en from '../../../../src/portal/i18n/en';
import serverTexts from '../../../../src/portal/i18n/serverText/en';
import { ENGLISH_SERVICE_TEXTS } from '../../../../src/portal/i18n/serverText/englishServiceTexts';
import { serverTextCatalogue, translateServerText } from '../../../../src/portal/i18n/serverText/translate';
import { i18nProvider } from '../../../../src/portal/providers/i18nProvider';
import { scanServerMessages } from './serverMessages';

type Tree = { [key: string]: string | Tree };

/** A translate over the English messages, with polyglot's %{name} and `_` behaviour. */
const english: TranslateFunction = (key, options = {}) => {
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), en as unknown as Tree);
  const phrase = typeof found === 'string' ? found : typeof options._ === 'string' ? options._ : key;
  return phrase.replace(/%\{(\w+)\}/g, (all: string, name: string) => (name in options ? String(options[name]) : all));
};

describe('English before the catalogue loads (the first bundle has only the texts that name a portal service)', () => {
  it('is what `npm run i18n:service-texts` writes (regenerate it after changing a template with %{service})', () => {
    expect(fs.readFileSync('src/portal/i18n/serverText/englishServiceTexts.ts', 'utf8')).toBe(englishServiceTextsSource());
    expect(Object.keys(ENGLISH_SERVICE_TEXTS).length).toBeGreaterThan(5);
    for (const [id, template] of Object.entries(ENGLISH_SERVICE_TEXTS)) expect(serverTexts[id as keyof typeof serverTexts]).toBe(template);
  });

  it('shows every server text exactly as the whole catalogue does, portal services by name', () => {
    const first = serverTextCatalogue(ENGLISH_SERVICE_TEXTS);
    const whole = serverTextCatalogue(serverTexts);
    expect(whole.size).toBe(Object.keys(serverTexts).length);
    const texts = scanServerMessages().map((m) => m.text);
    // Every template with each portal service's code (and an unknown one) in each of its places.
    for (const template of Object.values(serverTexts)) {
      for (const service of [...PORTAL_SERVICE_PROVIDERS, 'not_a_service']) texts.push(template.replace(/%\{(\w+)\}/g, (_, name: string) => (name === 'service' ? service : `«${name}»`)));
    }
    let named = 0;
    for (const text of texts) {
      const shown = translateServerText(english, text, whole);
      expect(translateServerText(english, text, first), text).toBe(shown);
      if (shown !== text) named += 1;
    }
    // The texts that do change are those naming a portal service (not an unknown one).
    expect(named).toBe(Object.keys(ENGLISH_SERVICE_TEXTS).length * PORTAL_SERVICE_PROVIDERS.length);
    expect(translateServerText(english, 'Onboarding of free_market started for company #3', first)).toBe('Onboarding of Free Market started for company #3');
  });

  it('a language chosen later translates its first server text: its file brings the whole catalogue', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      expect(i18nProvider.translate('Transaction not found.')).toBe('Transaction introuvable.');
      expect(i18nProvider.translate('Company signed up at the portal service free_market')).toContain('Free Market');
    } finally {
      await i18nProvider.changeLocale('en');
    }
    expect(i18nProvider.translate('Transaction not found.')).toBe('Transaction not found.');
    expect(i18nProvider.translate('Company signed up at the portal service free_market')).toBe('Company signed up at the portal service Free Market');
  });
});

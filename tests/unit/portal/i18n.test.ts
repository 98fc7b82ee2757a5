import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/contract/enums';
import de from '../../../src/portal/i18n/de';
import en from '../../../src/portal/i18n/en';
import es from '../../../src/portal/i18n/es';
import fr from '../../../src/portal/i18n/fr';
import ja from '../../../src/portal/i18n/ja';
import { getMessages, i18nProvider } from '../../../src/portal/providers/i18nProvider';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree as Tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`))).sort();

const valuesOf = (tree: object): string[] => Object.values(tree as Tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));

const placeholders = (text: string): string[] => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

const lookup = (tree: object, key: string): string => {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree as Tree);
  return typeof value === 'string' ? value : '';
};

const messages = { en, es, de, ja, fr };

/** The server-text catalogue (server.text, server.field, server.word) is English itself: the other languages carry it, serverText/ checks it. */
const withoutCatalogue = (keys: string[]): string[] => keys.filter((key) => !/^server\.(text|field|word)\./.test(key));

describe('translations', () => {
  it('cover the five languages of the message table', () => {
    expect(Object.keys(messages).sort()).toEqual([...LANGUAGES].sort());
  });

  it('react-admin messages keep the structure of ra-language-english', () => {
    expect(keysOf(en).filter((k) => k.startsWith('ra.'))).toEqual(keysOf(englishMessages));
  });

  it.each(Object.entries(messages))('%s has exactly the keys of en, none empty, and only placeholders en knows', (_, tree) => {
    expect(withoutCatalogue(keysOf(tree))).toEqual(keysOf(en));
    for (const value of valuesOf(tree)) expect(value).not.toBe('');
    for (const key of keysOf(en)) {
      // A translation may leave a placeholder out (one plural form, say), never invent one.
      const known = placeholders(lookup(en, key));
      for (const name of placeholders(lookup(tree, key))) expect(known, `${key} uses %{${name}}`).toContain(name);
    }
  });

  it('the app messages keep every placeholder in every language', () => {
    for (const [language, tree] of Object.entries(messages)) {
      for (const key of keysOf(en.app)) {
        expect(new Set(placeholders(lookup(tree.app, key))), `${language} app.${key}`).toEqual(new Set(placeholders(lookup(en.app, key))));
      }
    }
  });

  it('quotes the specification wording in English', () => {
    expect(en.app.two_factor.title).toBe('Verify your action');
    expect(en.app.two_factor.text).toBe('Enter code from your Two-Factor Auth application');
    expect(en.app.two_factor.accepted).toBe('Code accepted. Verification process...');
    expect(en.app.two_factor.label).toBe('Auth Code');
    expect(en.app.session.expiring_title).toBe('Your Session is About to Expire');
    expect(en.app.session.stay).toBe('Stay Logged In');
    expect(en.app.error.server).toBe('Server Error, please try again later');
  });

  it('loads the other languages on demand and switches to them', async () => {
    expect(await getMessages('ja')).toBe(ja);
    expect(i18nProvider.getLocales?.().map((l) => l.locale)).toEqual(['en', 'es', 'de', 'ja', 'fr']);
    await i18nProvider.changeLocale('de');
    expect(i18nProvider.translate('app.two_factor.title')).toBe('Bestätigen Sie Ihre Aktion');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('app.two_factor.title')).toBe('Verify your action');
  });

  it('writes counts the language\'s way and leaves identifiers as they are (issue 43: "1523 in total")', async () => {
    await i18nProvider.changeLocale('de');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 1523 })).toBe('1–25 von 1.523');
    expect(i18nProvider.translate('app.money.dashboard.all_counts', { total: 1523, month: 12 })).toMatch(/^1\.523 .*12/);
    expect(i18nProvider.translate('app.imports.messages.done_title', { id: 1523 })).toContain('#1523');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('app.money.dashboard.all_counts', { total: 1523, month: 1200 })).toBe('1,523 in total, 1,200 this month');
    expect(i18nProvider.translate('app.imports.form.failed_rows', { smart_count: 2500 })).toBe('2,500 rows with errors will not be imported');
  });
});

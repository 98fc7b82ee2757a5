import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/enums';
import en from '../i18n/en';
import { translateServerText } from '../i18n/serverText/translate';

/** Each language in its own name, as the language switcher lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  ja: '日本語',
  fr: 'Français',
};

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** English ships with the bundle; the others load when chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: TranslationMessages }>> = {
  es: () => import('../i18n/es'),
  de: () => import('../i18n/de'),
  ja: () => import('../i18n/ja'),
  fr: () => import('../i18n/fr'),
};

export const getMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  if (!isLanguage(locale) || locale === 'en') return en;
  return loaders[locale]().then((module) => module.default);
};

/**
 * Placeholders that hold a count: a number put there is written in the language's way ("1,523",
 * "1.523", "1 523"), never as bare digits (issue 43: "1523 in total"). Identifiers (`id`, a reference)
 * and preformatted amounts stay as they are.
 */
const COUNT_PLACEHOLDERS: ReadonlySet<string> = new Set(['count', 'smart_count', 'total', 'month', 'offsetBegin', 'offsetEnd', 'done']);

/** Polyglot's interpolation (its `replace` option), with the counts formatted for the current language. */
function interpolateCounts(this: string, pattern: RegExp, value: (expression: string, argument: string) => unknown): string {
  return this.replace(pattern, (expression: string, argument: string) => {
    const put = value(expression, argument);
    return typeof put === 'number' && COUNT_PLACEHOLDERS.has(argument) ? new Intl.NumberFormat(polyglot.getLocale()).format(put) : String(put);
  });
}

/**
 * Starts in English (polyglot needs the first language synchronously); react-admin then switches to
 * the language kept in the store (see preferenceStore) before the first render.
 */
const polyglot = polyglotI18nProvider(
  getMessages,
  DEFAULT_LANGUAGE,
  LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  { replace: interpolateCounts },
);

/**
 * The server's texts reach the screen as keys without a translation (`translate(message, { _: message })`
 * in alerts, notifications and react-admin's field errors): such a key that is a text of the server's
 * catalogue comes out in the chosen language (i18n/serverText); any other text stays as it is.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => {
    const out = polyglot.translate(key, options);
    const untranslated = out === key || (options !== undefined && out === options._);
    return untranslated && /\s/.test(key) ? translateServerText(polyglot.translate, key) : out;
  },
};

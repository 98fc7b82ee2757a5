import type { TranslateFunction } from 'react-admin';
import { CURRENCIES } from '../../../contract/enums';
import { portalServiceName } from '../portalServiceName';
import { formatMoney } from '../../money/formatMoney';
import { ENGLISH_SERVICE_TEXTS } from './englishServiceTexts';
import type { ServerWordId } from './fields';
import type serverTexts from './en';

export type ServerTextId = keyof typeof serverTexts;

/** Where the catalogue sits in each language's messages: server.text.<id>, and field names at server.field.<name>. */
export const SERVER_TEXT_KEY = 'server.text';
export const SERVER_FIELD_KEY = 'server.field';
/** The server's words inside its sentences (fields.ts ServerWords): server.word.<id>. */
export const SERVER_WORD_KEY = 'server.word';
/** The language of the messages a translate function reads (see messages.ts). */
export const SERVER_LANGUAGE_KEY = 'server.language';

type Compiled = { id: ServerTextId; template: string; pattern: RegExp; names: string[]; literal: number; money: [string, string][] };

const PLACEHOLDER = /%\{(\w+)\}/;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The placeholder names of a template, in order. */
export const placeholdersOf = (template: string): string[] => [...template.matchAll(/%\{(\w+)\}/g)].map((m) => m[1] ?? '');

/** A template as an anchored regular expression: literal parts as they are, each placeholder one or more characters. */
export const compileTemplate = (template: string): { pattern: RegExp; names: string[]; literal: number } => {
  const parts = template.split(/(%\{\w+\})/);
  const source = parts.map((part) => (PLACEHOLDER.test(part) && /^%\{\w+\}$/.test(part) ? '([\\s\\S]+?)' : escape(part))).join('');
  return { pattern: new RegExp(`^${source}$`), names: placeholdersOf(template), literal: parts.filter((p) => !/^%\{\w+\}$/.test(p)).join('').length };
};

export type ServerTextMatch = { id: ServerTextId; template: string; values: Record<string, string>; money: [string, string][] };

/** English templates to match server texts against, compiled once. */
export type ServerTextCatalogue = { match: (text: string) => ServerTextMatch | null; size: number };

const CACHE_LIMIT = 1000;

export const serverTextCatalogue = (templates: Partial<Record<ServerTextId, string>>): ServerTextCatalogue => {
  // The template with the most literal text wins ('1 transaction approved…' before '%{count} transaction%{plural}…').
  const compiled: Compiled[] = (Object.entries(templates) as [ServerTextId, string][])
    .map(([id, template]) => ({
      id,
      template,
      ...compileTemplate(template),
      // The placeholder pairs that stand for an amount and its currency: '%{amount} %{currency}'.
      money: [...template.matchAll(/%\{(\w+)\} %\{(\w+)\}/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as [string, string]),
    }))
    .sort((a, b) => b.literal - a.literal);
  const cache = new Map<string, ServerTextMatch | null>();
  const match = (text: string): ServerTextMatch | null => {
    const known = cache.get(text);
    if (known !== undefined) return known;
    let found: ServerTextMatch | null = null;
    // Every template has a space: a translation key or a code never matches.
    if (/\s/.test(text)) {
      for (const { id, template, pattern, names, money } of compiled) {
        const m = pattern.exec(text);
        if (m) {
          found = { id, template, values: Object.fromEntries(names.map((name, i) => [name, m[i + 1] ?? ''])), money };
          break;
        }
      }
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, found);
    return found;
  };
  return { match, size: compiled.length };
};

/**
 * The templates matched until a language other than English loads: in English a server text stays as
 * sent except a portal service's code, so only the texts that name one (englishServiceTexts.ts, a few
 * hundred bytes) ship with the first bundle. The whole catalogue comes with the other languages' files.
 */
let loaded: ServerTextCatalogue = serverTextCatalogue(ENGLISH_SERVICE_TEXTS);
let complete = false;

/** The whole catalogue from now on (messages.ts: every language file but English brings it). */
export const knowServerTexts = (templates: Record<ServerTextId, string>): void => {
  if (complete) return;
  loaded = serverTextCatalogue(templates);
  complete = true;
};

/** The catalogue template a server text was made from, with its placeholders' values, or null. */
export const matchServerText = (text: string, catalogue: ServerTextCatalogue = loaded): ServerTextMatch | null => catalogue.match(text);

/** Which placeholder may hold which of the server's words, and each word as the server writes it. */
const WORDS: Readonly<Record<string, Readonly<Partial<Record<string, ServerWordId>>>>> = {
  size: { long: 'long', large: 'large', short: 'short', small: 'small' },
  type: { 'a string': 'a_string', 'a number': 'a_number', 'a boolean': 'a_boolean', 'an array': 'an_array', 'an object': 'an_object', 'a date': 'a_date' },
  browser: { 'a browser': 'a_browser' },
  ip: { 'an unknown address': 'an_unknown_address' },
};
/** Texts whose `from` and `to` are onboarding stages (the portal names them: app.companies.stages). */
const STAGE_TEXTS: ReadonlySet<string> = new Set(['onboarding_of_for_company_moved_from_to']);

const DECIMAL = /^-?\d+(?:\.\d+)?$/;
/** A whole number with English thousands separators, as the server writes large counts ('12,345'). */
const GROUPED_COUNT = /^\d{1,3}(?:,\d{3})+$/;
const isCurrency = (code: string | undefined): code is string => code !== undefined && (CURRENCIES as readonly string[]).includes(code);

/** An amount the server wrote ('1234.50', with 'EUR') as money of the language, or null when it is none. */
const money = (amount: string | undefined, currency: string | undefined, language: string): string | null => {
  if (amount === undefined || !DECIMAL.test(amount) || !isCurrency(currency)) return null;
  try {
    return formatMoney(amount, currency, language) || null;
  } catch {
    return null;
  }
};

/**
 * A text the server wrote, in the language of `translate`: the matching template's translation with
 * the same values (a `field` value through the portal's field names, kept when there is none; a portal
 * service's code as its provider's name; the server's own words (sizes, types, fillers) and onboarding
 * stages in the language). A text no template matches comes back unchanged. English
 * keeps the server's words and amounts as they are, so an English text stays exactly as sent (but for a
 * portal service's code); the other languages show an amount with its currency ('1234.50 EUR', or
 * '%{amount} %{currency}' of a template) as money of the language ('1.234,50 €'). `catalogue`: the templates to match against, the loaded ones unless given.
 */
export const translateServerText = (translate: TranslateFunction, text: string, catalogue: ServerTextCatalogue = loaded): string => {
  const language = translate(SERVER_LANGUAGE_KEY);
  // A translate function without the portal's messages leaves every text as it is.
  if (language === SERVER_LANGUAGE_KEY) return text;
  const match = catalogue.match(text);
  if (!match) return text;
  const local = language !== 'en';
  // English is the catalogue's own language: its sentence is the template, its field names the server's words.
  let phrase = match.template;
  if (local) {
    const key = `${SERVER_TEXT_KEY}.${match.id}`;
    phrase = translate(key);
    if (phrase === key) return text;
  }
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.values)) {
    const word = local ? WORDS[name]?.[value] : undefined;
    if (name === 'field' && local) values[name] = translate(`${SERVER_FIELD_KEY}.${value.trim().replace(/[\s.]+/g, '_')}`, { _: value });
    else if (name === 'service') values[name] = portalServiceName(translate, value);
    else if (word) values[name] = translate(`${SERVER_WORD_KEY}.${word}`, { _: value });
    else if (local && STAGE_TEXTS.has(match.id) && (name === 'from' || name === 'to')) values[name] = translate(`app.companies.stages.${value}`, { _: value });
    else values[name] = value;
  }
  if (local) {
    for (const [amount, currency] of match.money) {
      const pair = `%{${amount}} %{${currency}}`;
      const formatted = phrase.includes(pair) ? money(match.values[amount], match.values[currency], language) : null;
      if (formatted !== null) {
        phrase = phrase.replace(pair, `%{${amount}}`);
        values[amount] = formatted;
      }
    }
    for (const [name, value] of Object.entries(values)) {
      const parts = /^(-?\d+(?:\.\d+)?) ([A-Z0-9]{3,5})$/.exec(value);
      const formatted = parts ? money(parts[1], parts[2], language) : null;
      if (formatted !== null) values[name] = formatted;
      // A count the server grouped the English way ('4,000'): in German '4,000' reads as four.
      else if (name === 'count' && GROUPED_COUNT.test(value)) values[name] = new Intl.NumberFormat(language).format(Number(value.replace(/,/g, '')));
    }
  }
  return phrase.replace(/%\{(\w+)\}/g, (all: string, name: string) => values[name] ?? all);
};

import type { TranslateFunction } from 'react-admin';
import { CURRENCIES } from '../../../contract/enums';
import { portalServiceName } from '../../portals/portalServiceName';
import { formatMoney } from '../../tables/formatMoney';
import serverTexts from './en';

export type ServerTextId = keyof typeof serverTexts;

/** Where the catalogue sits in each language's messages: server.text.<id>, and field names at server.field.<name>. */
export const SERVER_TEXT_KEY = 'server.text';
export const SERVER_FIELD_KEY = 'server.field';
/** The language of the messages a translate function reads (see messages.ts). */
export const SERVER_LANGUAGE_KEY = 'server.language';

type Compiled = { id: ServerTextId; pattern: RegExp; names: string[]; literal: number };

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

/** Compiled once; the template with the most literal text wins ('1 transaction approved…' before '%{count} transaction%{plural}…'). */
const compiled: Compiled[] = (Object.entries(serverTexts) as [ServerTextId, string][])
  .map(([id, template]) => ({ id, ...compileTemplate(template) }))
  .sort((a, b) => b.literal - a.literal);

export type ServerTextMatch = { id: ServerTextId; values: Record<string, string> };

const cache = new Map<string, ServerTextMatch | null>();
const CACHE_LIMIT = 1000;

/** The catalogue template a server text was made from, with its placeholders' values, or null. */
export const matchServerText = (text: string): ServerTextMatch | null => {
  const known = cache.get(text);
  if (known !== undefined) return known;
  let found: ServerTextMatch | null = null;
  // Every template has a space: a translation key or a code never matches.
  if (/\s/.test(text)) {
    for (const { id, pattern, names } of compiled) {
      const m = pattern.exec(text);
      if (m) {
        found = { id, values: Object.fromEntries(names.map((name, i) => [name, m[i + 1] ?? ''])) };
        break;
      }
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, found);
  return found;
};

/** The placeholder pairs of a template that stand for an amount and its currency: '%{amount} %{currency}'. */
const moneyPairs = new Map<ServerTextId, [string, string][]>(
  (Object.entries(serverTexts) as [ServerTextId, string][]).map(([id, template]) => [id, [...template.matchAll(/%\{(\w+)\} %\{(\w+)\}/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as [string, string])]),
);

const DECIMAL = /^-?\d+(?:\.\d+)?$/;
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
 * service's code as its provider's name). A text no template matches comes back unchanged. English
 * keeps the server's amounts as they are, so an English text stays exactly as sent; the other languages
 * show an amount with its currency ('1234.50 EUR', or '%{amount} %{currency}' of a template) as money of
 * the language ('1.234,50 €').
 */
export const translateServerText = (translate: TranslateFunction, text: string): string => {
  const match = matchServerText(text);
  if (!match) return text;
  const key = `${SERVER_TEXT_KEY}.${match.id}`;
  let phrase = translate(key);
  if (phrase === key) return text;
  const language = translate(SERVER_LANGUAGE_KEY);
  const local = language !== SERVER_LANGUAGE_KEY && language !== 'en';
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.values)) {
    if (name === 'field') values[name] = translate(`${SERVER_FIELD_KEY}.${value.trim().replace(/[\s.]+/g, '_')}`, { _: value });
    else if (name === 'service') values[name] = portalServiceName(translate, value);
    else values[name] = value;
  }
  if (local) {
    for (const [amount, currency] of moneyPairs.get(match.id) ?? []) {
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
    }
  }
  return phrase.replace(/%\{(\w+)\}/g, (all: string, name: string) => values[name] ?? all);
};

import type { TranslateFunction } from 'react-admin';
import serverTexts from './en';

export type ServerTextId = keyof typeof serverTexts;

/** Where the catalogue sits in each language's messages: server.text.<id>, and field names at server.field.<name>. */
export const SERVER_TEXT_KEY = 'server.text';
export const SERVER_FIELD_KEY = 'server.field';

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

/**
 * A text the server wrote, in the language of `translate`: the matching template's translation with
 * the same values (a `field` value through the portal's field names, kept when there is none). A text
 * no template matches comes back unchanged, so English and unknown texts stay exactly as sent.
 */
export const translateServerText = (translate: TranslateFunction, text: string): string => {
  const match = matchServerText(text);
  if (!match) return text;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.values)) {
    values[name] = name === 'field' ? translate(`${SERVER_FIELD_KEY}.${value.trim().replace(/[\s.]+/g, '_')}`, { _: value }) : value;
  }
  const key = `${SERVER_TEXT_KEY}.${match.id}`;
  const out = translate(key, values);
  return out === key ? text : out;
};

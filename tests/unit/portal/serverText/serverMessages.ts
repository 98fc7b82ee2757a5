import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Finds the messages the server writes for people, with regular expressions over the sources of
 * src/server and src/contract: string and template literals given to HttpError and its helpers
 * and the domain errors (forbidden, notFound, conflict, unauthorized, ruleBroken, tooManyRequests, fieldError, validationError, invalid, new …Error), to
 * a transaction's status reasons and history comments (`status_reason:`, `statusComment:`, `comment:`,
 * recordEvent's comment, markFailed's reason, a `reason ?? '…'` default), to
 * field-error adders (`add('field', …)`, `[…]` lists in an error map), to `message:` / `description:`
 * / `title:` / `error:` / `name:` properties (zod messages, notifications, activity descriptions, report
 * names, answers), to returned literals (zod's templates in http/zodErrors.ts), to
 * zod checks and refinements (`.min(1, '…')`, `.refine(fn, '…')`), and upper-case constants and the
 * entries of `…MESSAGES = { … }` objects. A `${…}` part of a template literal becomes the sample
 * value SAMPLE, so a catalogue template matches it through a placeholder. In each of these places a
 * conditional counts with every branch that is a literal (`n === 1 ? 'One …' : \`${n} …\``, chained
 * conditionals too), so both the singular and the assembled plural need a template.
 */

export const SAMPLE = 'Ⅹ';
export type FoundMessage = { file: string; line: number; text: string; literal: string };

const ROOT = join(__dirname, '../../../..');

/** A quoted or template literal; a template may hold `${…}` with one level of braces inside. */
const LIT = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\$]|\\.|\$(?!\{)|\$\{(?:[^{}\`]|\{[^{}]*\}|\`[^\`]*\`)*\})*\`)`;

/**
 * A value in a message's place: a literal, or a conditional whose branches are literals
 * (`n === 1 ? 'One payment.' : \`${n} payments.\``, also chained `a ? '…' : b ? '…' : '…'`). The
 * condition is words, operators, calls and literals, on one statement.
 */
const COND = String.raw`(?:\?\.|\?\?|[\w.$!=<>&|+\-*/%\s[\]]|${LIT}|\((?:[^()]|\([^()]*\))*\))+?`;
const ONE = String.raw`(?:${COND}\?\s*${LIT}\s*:\s*)*(?:${COND}\?\s*${LIT}\s*:\s*${LIT}|${LIT})`;
/** …and a text assembled from parts: `\`…\` + (paused ? ' …' : '')`. */
const VALUE = String.raw`${ONE}(?:\s*\+\s*(?:${LIT}|\(\s*${ONE}\s*\)))*`;

const CONTEXTS: RegExp[] = [
  String.raw`new HttpError\(\s*\d+\s*,\s*(${VALUE})`,
  String.raw`new ImportFileError\(\s*(${VALUE})`,
  String.raw`new (?:NotFound|RuleBroken|Forbidden|Conflict|Unauthenticated|Unavailable|OneTimeCodeRequired)Error\(\s*(${VALUE})`,
  String.raw`\b(?:forbidden|unauthorized|unauthenticated|notFound|conflict|ruleBroken|unavailable|oneTimeCodeRequired)\(\s*(${VALUE})`,
  String.raw`\b(?:tooManyRequests|tooManyAttempts)\([^,()]+(?:\([^()]*\))?[^,()]*,\s*(${VALUE})`,
  String.raw`\b(?:fieldError|add|addError|fail)\(\s*(?:${LIT}|[\w.[\]]+)\s*,\s*(${VALUE})`,
  String.raw`\b(?:validationError|invalid)\([^;]*?,\s*(${VALUE})\s*\)`,
  String.raw`[\w'"\]]\s*:\s*\[\s*(${VALUE})\s*\]`,
  String.raw`\b(?:message|description|title|error|reason)\s*:\s*(${VALUE})`,
  // A transaction's status reason and the comments of its history (detail and admin history pages).
  String.raw`\b(?:status_reason|statusComment|status_comment|comment)\s*:\s*(${VALUE})`,
  String.raw`\brecordEvent\([^;]*?,\s*(${VALUE})\s*,\s*[\w.]+\s*\)`,
  String.raw`\bmarkFailed\([^;]*?,\s*(${VALUE})\s*,\s*[\w.]+\s*\)`,
  String.raw`\breason\s*\?\?\s*(${VALUE})`,
  String.raw`\breturn\s+(${VALUE})`,
  String.raw`\b(?:message|description|reason)\s*[?:]?\s*=\s*(${VALUE})`,
  String.raw`\b[A-Z][A-Z0-9_]*\s*(?::\s*string\s*)?=\s*(${VALUE})`,
  String.raw`\.(?:refine|superRefine|min|max|length|regex|email|url|int|positive|nonnegative|gt|gte|lt|lte|startsWith|endsWith|includes)\((?:[^()\n]|\([^()\n]*\))*?,\s*(${VALUE})`,
].map((source) => new RegExp(source, 'g'));

/** Report names: the reports module's `name:` (other `name:`s are banks, dictionaries, files). */
const REPORT_NAME = { file: /^src\/server\/modules\/reports\//, context: new RegExp(String.raw`\bname\s*:\s*(${LIT})`, 'g') };

/** Entries of a messages object: `key: '…'` and `key: (a: T, b: U) => \`…\``. */
const MESSAGES_BLOCK = /\b[A-Z][A-Z0-9_]*MESSAGES?\w*\s*(?::[^=]+)?=\s*\{([\s\S]*?)\n\}/g;
const ENTRY = new RegExp(String.raw`[\w'"]+\s*:\s*(?:\([^)]*\)\s*(?::\s*[\w<>[\]| ]+)?\s*=>\s*)?(${LIT})`, 'g');

/** Comments out; strings that contain // (addresses) stay. */
const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '').replace(/([;,{}()])\s*\/\/ .*$/gm, '$1');

const LIT_AT = new RegExp(LIT, 'y');
/** At most this many texts from one value (every combination of its conditionals). */
const MAX_TEXTS = 64;

/** Every way of putting one of each list's texts after one of the previous lists'. */
const combine = (lists: string[][]): string[] =>
  lists.reduce<string[]>((heads, tails) => heads.flatMap((h) => tails.map((t) => h + t)).slice(0, MAX_TEXTS), ['']);

/**
 * The places in `code` where `wanted` stands outside literals, parentheses, brackets and braces (a
 * `?` of `?.` or `??` is no conditional).
 */
const topLevel = (code: string, wanted: '+' | '?' | ':'): number[] => {
  const at: number[] = [];
  let depth = 0;
  for (let i = 0; i < code.length; i += 1) {
    const c = code[i] ?? '';
    if (c === "'" || c === '"' || c === '`') {
      LIT_AT.lastIndex = i;
      const m = LIT_AT.exec(code);
      if (m) i += m[0].length - 1;
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    else if (depth === 0 && c === wanted) {
      if (c === '?' && (code[i + 1] === '.' || code[i + 1] === '?' || code[i - 1] === '?')) continue;
      at.push(i);
    }
  }
  return at;
};

const unescape = (text: string): string => text.replace(/\\(.)/g, '$1');

/** The texts a literal stands for: escapes read, `${label(field)}` as zod's field label, each branch of a `${a ? '…' : '…'}`, other `${…}` as SAMPLE. */
export const literalTexts = (literal: string): string[] => {
  const body = literal.slice(1, -1);
  if (!literal.startsWith('`')) return [unescape(body)];
  const parts: string[][] = [];
  let rest = body;
  for (;;) {
    const start = rest.search(/\$\{/);
    if (start < 0) break;
    // The placeholder's end: its closing brace, past literals and nested braces.
    const inner = rest.slice(start + 2);
    let depth = 0;
    let end = -1;
    for (let i = 0; i < inner.length && end < 0; i += 1) {
      const c = inner[i] ?? '';
      if (c === "'" || c === '"' || c === '`') {
        LIT_AT.lastIndex = i;
        const m = LIT_AT.exec(inner);
        if (m) i += m[0].length - 1;
      } else if (c === '{') depth += 1;
      else if (c === '}') {
        if (depth === 0) end = i;
        else depth -= 1;
      }
    }
    if (end < 0) break;
    parts.push([unescape(rest.slice(0, start))]);
    const expression = inner.slice(0, end).trim();
    parts.push(expression === 'label(field)' ? [`The ${SAMPLE} field`] : phrases(expression) ?? [SAMPLE]);
    rest = inner.slice(end + 1);
  }
  parts.push([unescape(rest)]);
  return combine(parts);
};

/**
 * A placeholder's conditional that adds a phrase (`${paused ? ' (order paused)' : ''}`): each branch.
 * One that picks a word or an ending (`${n === 1 ? '' : 's'}`, `${approve ? 'approved' : 'rejected'}`)
 * stays a value, as the catalogue's templates have it (`minute%{plural}`, `%{action}`).
 */
const phrases = (expression: string): string[] | null => {
  if (topLevel(expression, '?').length === 0) return null;
  const texts = valueTexts(expression);
  return texts.some((t) => /\s/.test(t)) ? texts : null;
};

/** The first of a literal's texts (with a conditional placeholder, its first branch). */
export const literalText = (literal: string): string => literalTexts(literal)[0] ?? '';

/**
 * The texts a value can be: a literal's; each branch of a conditional (not the literals of its
 * conditions; chained conditionals too); a concatenation's parts one after the other, every
 * combination. Anything else in a concatenation is a value (SAMPLE).
 */
export const valueTexts = (value: string): string[] => {
  let code = value.trim();
  while (code.startsWith('(') && code.endsWith(')') && balanced(code.slice(1, -1))) code = code.slice(1, -1).trim();
  const pluses = topLevel(code, '+');
  const question = topLevel(code, '?')[0];
  // `+` binds tighter than `?:`: a conditional is split first.
  if (question !== undefined) {
    const afterQuestion = code.slice(question + 1);
    const colon = topLevelColon(afterQuestion);
    if (colon < 0) return [SAMPLE];
    return [...valueTexts(afterQuestion.slice(0, colon)), ...valueTexts(afterQuestion.slice(colon + 1))].slice(0, MAX_TEXTS);
  }
  if (pluses.length > 0) {
    const pieces = [...pluses, code.length].map((end, i) => code.slice(i === 0 ? 0 : (pluses[i - 1] ?? 0) + 1, end));
    return combine(pieces.map((piece) => valueTexts(piece)));
  }
  LIT_AT.lastIndex = 0;
  const m = LIT_AT.exec(code);
  return m && m[0].length === code.length ? literalTexts(code) : [SAMPLE];
};

/** Parentheses that close in order (so `(a) + (b)` is not one parenthesised value). */
const balanced = (code: string): boolean => {
  let depth = 0;
  for (let i = 0; i < code.length; i += 1) {
    const c = code[i] ?? '';
    if (c === "'" || c === '"' || c === '`') {
      LIT_AT.lastIndex = i;
      const m = LIT_AT.exec(code);
      if (m) i += m[0].length - 1;
    } else if (c === '(') depth += 1;
    else if (c === ')' && (depth -= 1) < 0) return false;
  }
  return depth === 0;
};

/** The `:` that ends a conditional's first branch (a nested conditional in that branch takes its own). */
const topLevelColon = (code: string): number => {
  const questions = topLevel(code, '?');
  const colons = topLevel(code, ':');
  let open = 0;
  for (const i of [...questions.map((q) => ({ i: q, q: true })), ...colons.map((c) => ({ i: c, q: false }))].sort((a, b) => a.i - b.i)) {
    if (i.q) open += 1;
    else if (open === 0) return i.i;
    else open -= 1;
  }
  return -1;
};

/** Prose for a person: starts with a capital (or a value), has a space and a letter after it; no code, paths or html. */
export const isProse = (text: string): boolean =>
  /^(?:[A-Z]|Ⅹ)/.test(text) && /\s/.test(text) && /[a-z]{2}/.test(text) && !/[<>{}]|^[A-Z_]+$|\/api\/|=>|^SELECT |^Bearer /.test(text);

const tsFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });

const lineOf = (source: string, index: number): number => source.slice(0, index).split('\n').length;

/**
 * Not read by people in the portal: API documentation, seed data, PDF documents, the words of files the
 * server writes in their reader's language (readerTexts: translations themselves), websocket protocol errors.
 */
const NOT_FOR_THE_PORTAL = /^src\/server\/(?:docs|db|pdf|readerTexts)\/|^src\/server\/realtime\/(?:protocol|hub)\.ts$/;

export const scanServerMessages = (dirs = ['src/server', 'src/contract']): FoundMessage[] => {
  const found = new Map<string, FoundMessage>();
  for (const file of dirs.flatMap((d) => tsFiles(join(ROOT, d))).filter((f) => !NOT_FOR_THE_PORTAL.test(relative(ROOT, f)))) {
    const source = withoutComments(readFileSync(file, 'utf8'));
    const take = (literal: string | undefined, index: number) => {
      if (!literal) return;
      for (const text of valueTexts(literal)) {
        if (isProse(text) && !found.has(text)) found.set(text, { file: relative(ROOT, file), line: lineOf(source, index), text, literal });
      }
    };
    for (const context of CONTEXTS) for (const m of source.matchAll(context)) take(m[1], m.index);
    if (REPORT_NAME.file.test(relative(ROOT, file))) for (const m of source.matchAll(REPORT_NAME.context)) take(m[1], m.index);
    for (const block of source.matchAll(MESSAGES_BLOCK)) {
      for (const entry of (block[1] ?? '').matchAll(ENTRY)) take(entry[1], block.index + (entry.index ?? 0));
    }
  }
  return [...found.values()];
};

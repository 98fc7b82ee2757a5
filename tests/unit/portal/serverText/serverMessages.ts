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
const VALUE = String.raw`(?:${COND}\?\s*${LIT}\s*:\s*)*(?:${COND}\?\s*${LIT}\s*:\s*${LIT}|${LIT})`;

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

/** The text a literal stands for: escapes read, `${label(field)}` as zod's field label, other `${…}` as SAMPLE. */
export const literalText = (literal: string): string => {
  const body = literal.slice(1, -1);
  const filled = literal.startsWith('`')
    ? body.replace(/\$\{label\(field\)\}/g, `The ${SAMPLE} field`).replace(/\$\{(?:[^{}`]|\{[^{}]*\}|`[^`]*`)*\}/g, SAMPLE)
    : body;
  return filled.replace(/\\(.)/g, '$1');
};

const BRANCH = new RegExp(String.raw`(?:^|[?:])\s*(${LIT})(?=\s*(?::|$))`, 'g');

/** The literals a value can be: itself, or each branch of its conditional (not the literals of its conditions). */
export const branchesOf = (value: string): string[] => {
  const trimmed = value.trim();
  if (new RegExp(String.raw`^${LIT}$`).test(trimmed)) return [trimmed];
  return [...trimmed.matchAll(BRANCH)].map((m) => m[1] ?? '');
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
      const text = literalText(literal);
      if (isProse(text) && !found.has(text)) found.set(text, { file: relative(ROOT, file), line: lineOf(source, index), text, literal });
    };
    for (const context of CONTEXTS) for (const m of source.matchAll(context)) for (const literal of branchesOf(m[1] ?? '')) take(literal, m.index);
    if (REPORT_NAME.file.test(relative(ROOT, file))) for (const m of source.matchAll(REPORT_NAME.context)) take(m[1], m.index);
    for (const block of source.matchAll(MESSAGES_BLOCK)) {
      for (const entry of (block[1] ?? '').matchAll(ENTRY)) take(entry[1], block.index + (entry.index ?? 0));
    }
  }
  return [...found.values()];
};

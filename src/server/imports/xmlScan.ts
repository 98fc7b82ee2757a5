import { StringDecoder } from 'node:string_decoder';
import { ImportFileError } from './zipGuard';

/**
 * A small incremental XML tokenizer for the parts of an xlsx the import reads (worksheet, shared
 * strings, styles, workbook and its relationships). It knows elements, attributes, text, CDATA,
 * comments and processing instructions; a document type declaration (and with it any entity other
 * than the five predefined ones and character references) is refused, so nothing is ever expanded
 * or fetched. Element names lose their namespace prefix (`x:row` is `row`). Text is handed over raw;
 * `decodeText` decodes it when the caller wants it.
 */
export type XmlHandler = {
  open: (name: string, tag: string, selfClosing: boolean) => void;
  close: (name: string) => void;
  /** Raw text between tags (entities not decoded); `cdata` text is literal. */
  text: (raw: string, cdata: boolean) => void;
};

const INVALID = 'The file is not a valid xlsx file.';

/**
 * The longest tag, comment or text run the scanner waits for across chunks (characters). A cell holds
 * at most 32,767 characters; without a bound, a part that never closes a tag, a quote or a comment would
 * be kept and scanned again on every chunk (quadratic work on one hostile upload).
 */
export const MAX_PENDING_CHARS = 1 << 20;

const localName = (qualified: string): string => {
  const colon = qualified.indexOf(':');
  return colon === -1 ? qualified : qualified.slice(colon + 1);
};

/** Where the tag that starts at `lt` ends (its `>`), quotes respected; -1 when it is not complete yet. */
const tagEnd = (s: string, lt: number): number => {
  let quote = 0;
  for (let i = lt + 1; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 62) return i;
  }
  return -1;
};

export class XmlScanner {
  private rest = '';
  private stopped = false;

  constructor(private readonly handler: XmlHandler) {}

  /** Ignore the rest of the document (the caller has what it needs). */
  stop(): void {
    this.stopped = true;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Scans `chunk` after what was left of the previous one; `final` says there is no more. */
  feed(chunk: string, final: boolean): void {
    if (this.stopped) return;
    const s = this.rest.length > 0 ? this.rest + chunk : chunk;
    const h = this.handler;
    let i = 0;
    while (i < s.length && !this.stopped) {
      const lt = s.indexOf('<', i);
      if (lt === -1) {
        // Text up to the end: it may go on in the next chunk.
        if (!final) break;
        h.text(s.slice(i), false);
        i = s.length;
        break;
      }
      if (lt > i) h.text(s.slice(i, lt), false);
      i = lt;
      const next = s.charCodeAt(lt + 1);
      if (Number.isNaN(next)) break;
      if (next === 33 /* ! */) {
        if (s.startsWith('<!--', lt)) {
          const end = s.indexOf('-->', lt + 4);
          if (end === -1) break;
          i = end + 3;
        } else if (s.startsWith('<![CDATA[', lt)) {
          const end = s.indexOf(']]>', lt + 9);
          if (end === -1) break;
          h.text(s.slice(lt + 9, end), true);
          i = end + 3;
        } else {
          if (s.length - lt < 9 && !final) break;
          // <!DOCTYPE …> and anything else: no document type, no entity declarations.
          throw new ImportFileError(INVALID);
        }
        continue;
      }
      if (next === 63 /* ? */) {
        const end = s.indexOf('?>', lt + 2);
        if (end === -1) break;
        i = end + 2;
        continue;
      }
      const gt = tagEnd(s, lt);
      if (gt === -1) break;
      if (next === 47 /* / */) {
        h.close(localName(s.slice(lt + 2, gt).trim()));
      } else {
        const selfClosing = s.charCodeAt(gt - 1) === 47;
        const body = s.slice(lt + 1, selfClosing ? gt - 1 : gt);
        let n = 0;
        while (n < body.length && !isSpace(body.charCodeAt(n))) n += 1;
        const name = localName(body.slice(0, n));
        if (name.length === 0) throw new ImportFileError(INVALID);
        h.open(name, body, selfClosing);
        if (selfClosing) h.close(name);
      }
      i = gt + 1;
    }
    this.rest = this.stopped ? '' : s.slice(i);
    if (this.rest.length > MAX_PENDING_CHARS) throw new ImportFileError(INVALID);
    if (final && this.rest.length > 0 && this.rest.trim().length > 0) throw new ImportFileError(INVALID);
  }
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/** Scans a whole part, a megabyte at a time (a large worksheet is never one string). */
export const scanXml = (data: Buffer, handler: XmlHandler, chunkBytes = 1 << 20): void => {
  const scanner = new XmlScanner(handler);
  const decoder = new StringDecoder('utf8');
  for (let at = 0; at < data.length && !scanner.isStopped; at += chunkBytes) {
    scanner.feed(decoder.write(data.subarray(at, Math.min(data.length, at + chunkBytes))), false);
  }
  if (!scanner.isStopped) scanner.feed(decoder.end(), true);
};

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five predefined entities and character references; anything else is not XML we accept. */
export const decodeEntities = (raw: string): string => {
  if (raw.indexOf('&') === -1) return raw;
  return raw.replace(/&([^;&\s]{1,10});/g, (_whole, name: string) => {
    if (name.charCodeAt(0) === 35 /* # */) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new ImportFileError(INVALID);
      return String.fromCodePoint(code);
    }
    const v = ENTITIES[name];
    if (v === undefined) throw new ImportFileError(INVALID);
    return v;
  });
};

/** OOXML's escape of characters XML cannot hold (`_x000D_`), in shared and inline strings. */
export const decodeOoxmlEscapes = (text: string): string =>
  text.indexOf('_x') === -1 ? text : text.replace(/_x([0-9A-Fa-f]{4})_/g, (_w, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * The attributes of a tag body (`c r="A1" s="2"`) in order, values raw (entities not decoded), walked
 * one by one so a value can never be taken for a name. False from `fn` stops the walk.
 */
export const eachAttribute = (tag: string, fn: (name: string, raw: string) => boolean | void): void => {
  let p = 0;
  while (p < tag.length && !isSpace(tag.charCodeAt(p))) p += 1; // the element name
  for (;;) {
    while (isSpace(tag.charCodeAt(p))) p += 1;
    if (p >= tag.length) return;
    const nameStart = p;
    while (p < tag.length && tag.charCodeAt(p) !== 61 && !isSpace(tag.charCodeAt(p))) p += 1;
    const name = tag.slice(nameStart, p);
    while (isSpace(tag.charCodeAt(p))) p += 1;
    if (tag.charCodeAt(p) !== 61 /* = */) throw new ImportFileError(INVALID);
    p += 1;
    while (isSpace(tag.charCodeAt(p))) p += 1;
    const quote = tag.charCodeAt(p);
    if (quote !== 34 && quote !== 39) throw new ImportFileError(INVALID);
    const end = tag.indexOf(quote === 34 ? '"' : "'", p + 1);
    if (end === -1) throw new ImportFileError(INVALID);
    if (fn(name, tag.slice(p + 1, end)) === false) return;
    p = end + 1;
  }
};

/** One attribute by its full name (`r:id` as `r:id`), decoded; undefined when absent. */
export const attributeOf = (tag: string, name: string): string | undefined => {
  let value: string | undefined;
  eachAttribute(tag, (n, raw) => {
    if (n !== name) return true;
    value = decodeEntities(raw);
    return false;
  });
  return value;
};

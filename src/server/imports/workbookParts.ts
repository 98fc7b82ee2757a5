// The parts of an xlsx the import reads besides its worksheet: the workbook's small parts (tags by name),
// shared strings, the styles that show dates, and cell references and serial dates (readWorkbook.ts).
import { attributeOf, decodeEntities, decodeOoxmlEscapes, scanXml } from './xmlScan';

/** A relationship target relative to xl/ (`worksheets/sheet1.xml`, `/xl/worksheets/sheet1.xml`) as an entry name. */
export const partName = (target: string): string => (target.startsWith('/') ? target.slice(1) : `xl/${target}`).replace(/\/\.\//g, '/');

/** The tags of a small part (workbook, relationships) by element name, in document order. */
export const tagsOf = (data: Buffer, wanted: ReadonlySet<string>): { name: string; tag: string }[] => {
  const out: { name: string; tag: string }[] = [];
  scanXml(data, { open: (name, tag) => void (wanted.has(name) && out.push({ name, tag })), close: () => undefined, text: () => undefined });
  return out;
};

/** A lone surrogate (UTF-8 cannot hold it as it is). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The shared strings, kept as their UTF-8 bytes in one buffer with the end of each, not as one JS
 * string each: a largest allowed file has about 1.5 million of them, which as strings held about
 * 150 MB of the heap for as long as the file was read (the same bytes are about a third of that, and
 * outside the heap). A text UTF-8 cannot hold as it is (a lone surrogate, as `_xD800_` gives) is kept
 * as a string beside them, so every text reads back exactly as it was decoded.
 */
export class SharedStrings {
  private bytes: Buffer;
  private used = 0;
  private ends = new Uint32Array(1024);
  private count = 0;
  private odd: Map<number, string> | null = null;

  /** `capacity`: the part's size (its decoded text is never longer than its XML). */
  constructor(capacity: number) {
    this.bytes = Buffer.allocUnsafe(Math.max(0, capacity));
  }

  add(text: string): void {
    if (this.count === this.ends.length) {
      const ends = new Uint32Array(this.ends.length * 2);
      ends.set(this.ends);
      this.ends = ends;
    }
    if (LONE_SURROGATE.test(text)) (this.odd ??= new Map()).set(this.count, text);
    else {
      const need = Buffer.byteLength(text, 'utf8');
      if (this.used + need > this.bytes.length) {
        const bytes = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + need));
        this.bytes.copy(bytes, 0, 0, this.used);
        this.bytes = bytes;
      }
      this.used += this.bytes.write(text, this.used, 'utf8');
    }
    this.ends[this.count] = this.used;
    this.count += 1;
  }

  /** Done adding: the buffer is cut to what it holds when that saves more than a quarter of it. */
  seal(): this {
    if (this.used < this.bytes.length * 0.75) this.bytes = Buffer.from(this.bytes.subarray(0, this.used));
    return this;
  }

  /** The text of index `i`, or undefined for an index the table does not have. */
  get(i: number): string | undefined {
    if (!(i >= 0 && i < this.count)) return undefined;
    const odd = this.odd?.get(i);
    if (odd !== undefined) return odd;
    return this.bytes.toString('utf8', i === 0 ? 0 : this.ends[i - 1], this.ends[i]);
  }

  /** Lets the texts go. */
  clear(): void {
    this.bytes = Buffer.alloc(0);
    this.ends = new Uint32Array(0);
    this.used = 0;
    this.count = 0;
    this.odd = null;
  }
}

/** Shared strings: the text of each `<si>` (its runs joined; phonetic guides left out). */
export const readSharedStrings = (data: Buffer | undefined): SharedStrings => {
  const strings = new SharedStrings(data?.length ?? 0);
  if (!data) return strings;
  let inSi = false;
  let inT = false;
  let phonetic = 0;
  let text = '';
  scanXml(data, {
    open: (name) => {
      if (name === 'si') {
        inSi = true;
        text = '';
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && inSi && phonetic === 0) inT = true;
    },
    close: (name) => {
      if (name === 't') inT = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') {
        strings.add(decodeOoxmlEscapes(text));
        inSi = false;
      }
    },
    text: (raw, cdata) => {
      if (inT) text += cdata ? raw : decodeEntities(raw);
    },
  });
  return strings.seal();
};

/** Excel's built-in number formats that show dates or times (ids 14–22, 27–36, 45–47, 50–58). */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A format code shows a date or time when, outside quoted text and [brackets], it has a date or time letter. */
export const isDateFormat = (code: string): boolean => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Styles: for each cell format index (`s`), whether its number format shows a date. */
export const readDateStyles = (data: Buffer | undefined): boolean[] => {
  const dates: boolean[] = [];
  if (!data) return dates;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  let depth = 0;
  scanXml(data, {
    open: (name, tag) => {
      if (name === 'numFmt') {
        const id = Number(attributeOf(tag, 'numFmtId'));
        const code = attributeOf(tag, 'formatCode');
        if (Number.isInteger(id) && code !== undefined) custom.set(id, code);
      } else if (name === 'cellXfs') {
        inCellXfs = true;
        depth = 0;
      } else if (inCellXfs) {
        // The cell formats are the direct <xf> children of <cellXfs>, in index order.
        if (depth === 0 && name === 'xf') {
          const id = Number(attributeOf(tag, 'numFmtId') ?? '0');
          const code = custom.get(id);
          dates.push(code !== undefined ? isDateFormat(code) : BUILTIN_DATE_FORMATS.has(id));
        }
        depth += 1;
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
      else if (inCellXfs) depth -= 1;
    },
    text: () => undefined,
  });
  return dates;
};

/** Column number of a cell reference (`AB12` → 28); 0 when it is not one. */
export const columnOf = (ref: string): number => {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i += 1) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
  }
  if (i === 0 || i > 3 || col > 16_384) return 0;
  return col;
};

/** An Excel serial day as a calendar date (1900 or 1904 system), or null. */
export const serialDate = (serial: number, date1904: boolean): string | null => {
  const ms = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000);
  const d = new Date(ms);
  return Number.isFinite(d.getTime()) ? d.toISOString().slice(0, 10) : null;
};

import zlib from 'node:zlib';

/**
 * Checks an uploaded xlsx as a zip archive before any spreadsheet library touches it. An xlsx is a
 * zip of XML parts; a hostile one can declare tiny sizes and inflate to gigabytes, hold thousands of
 * entries, or not be a workbook at all. Everything here reads the central directory and inflates
 * each entry ourselves with a hard output cap, so the reader (readWorkbook.ts) only ever sees parts
 * we have already inflated within the limits.
 */
export const IMPORT_LIMITS = {
  /** The upload itself: 100,000 rows with all 15 template columns filled are about 10 MiB. */
  maxFileBytes: 20 * 1024 * 1024,
  maxEntries: 200,
  /** Sum of the declared (and verified) inflated sizes: such a file unpacks to about 80 MiB (worksheet 55, shared strings 25). */
  maxInflatedBytes: 160 * 1024 * 1024,
  /** Inflated/compressed, checked on entries above 64 KiB inflated (small XML parts compress well). */
  maxRatio: 100,
  ratioFloorBytes: 64 * 1024,
  /** Payment rows (the header row excluded). */
  maxRows: 100_000,
} as const;

export class ImportFileError extends Error {}

const SPREADSHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

export type ZipEntry = { name: string; method: number; compressed: number; inflated: number; localOffset: number; crc32: number };

/** An entry of a checked archive: its name and its inflated bytes. */
export type CheckedEntry = { name: string; crc32: number; data: Buffer };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const findEndOfDirectory = (buf: Buffer): number => {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i -= 1) if (buf.readUInt32LE(i) === EOCD) return i;
  throw new ImportFileError('The file is not a valid xlsx file.');
};

/** The entries listed in the central directory, with the limits checked on their declared sizes. */
export const readCentralDirectory = (buf: Buffer): ZipEntry[] => {
  if (buf.length < 30 || buf.readUInt32LE(0) !== LOCAL) throw new ImportFileError('The file is not a valid xlsx file.');
  const end = findEndOfDirectory(buf);
  const count = buf.readUInt16LE(end + 10);
  const offset = buf.readUInt32LE(end + 16);
  // ZIP64 markers: an xlsx within our size cap never needs them.
  if (count === 0xffff || offset === 0xffffffff) throw new ImportFileError('The file is not a valid xlsx file.');
  if (count > IMPORT_LIMITS.maxEntries) throw new ImportFileError(`The file has too many parts (more than ${IMPORT_LIMITS.maxEntries}).`);
  const entries: ZipEntry[] = [];
  let total = 0;
  let p = offset;
  for (let i = 0; i < count; i += 1) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw new ImportFileError('The file is not a valid xlsx file.');
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const inflated = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const crc32 = buf.readUInt32LE(p + 16);
    const name = buf.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    if (compressed === 0xffffffff || inflated === 0xffffffff || localOffset >= buf.length) throw new ImportFileError('The file is not a valid xlsx file.');
    if (method !== 0 && method !== 8) throw new ImportFileError('The file uses an unsupported compression.');
    total += inflated;
    if (total > IMPORT_LIMITS.maxInflatedBytes) throw new ImportFileError('The file is too large once unpacked.');
    if (inflated > IMPORT_LIMITS.ratioFloorBytes && inflated > Math.max(1, compressed) * IMPORT_LIMITS.maxRatio) {
      throw new ImportFileError('The file is compressed suspiciously well and was refused.');
    }
    entries.push({ name, method, compressed, inflated, localOffset, crc32 });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** Inflates one entry, never past its declared size (a lying header fails here, not in the library). */
export const inflateEntry = (buf: Buffer, e: ZipEntry): Buffer => {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw new ImportFileError('The file is not a valid xlsx file.');
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  if (start + e.compressed > buf.length) throw new ImportFileError('The file is not a valid xlsx file.');
  const data = buf.subarray(start, start + e.compressed);
  let out: Buffer;
  try {
    out = e.method === 0 ? Buffer.from(data) : zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, e.inflated) });
  } catch {
    throw new ImportFileError('The file is not a valid xlsx file.');
  }
  if (out.length !== e.inflated) throw new ImportFileError('The file is not a valid xlsx file.');
  return out;
};

const isNameByte = (b: number | undefined) => b !== undefined && ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x5f || b === 0x2d || b === 0x2e);

/**
 * The `<row>` start tags of a worksheet (`<row …>` or `<prefix:row …>`), counted in its bytes without
 * making a string of them; stops counting past `stopAfter`. Text cannot hold a `<`, so every
 * `row` right after `<` or `<prefix:` and before a space, `/` or `>` is a tag.
 */
export const countRowTags = (xml: Buffer, stopAfter = Number.POSITIVE_INFINITY): number => {
  let count = 0;
  for (let at = xml.indexOf('row'); at !== -1 && count <= stopAfter; at = xml.indexOf('row', at + 3)) {
    const after = xml[at + 3];
    if (after !== 0x20 && after !== 0x3e && after !== 0x2f && after !== 0x09 && after !== 0x0a && after !== 0x0d) continue;
    let p = at - 1;
    if (xml[p] === 0x3a /* : */) {
      p -= 1;
      while (p >= 0 && isNameByte(xml[p])) p -= 1;
    }
    if (xml[p] === 0x3c /* < */) count += 1;
  }
  return count;
};

/**
 * Verifies the archive is an xlsx workbook within every limit: magic bytes, entry count, sizes and
 * ratios, the workbook content type (macro-enabled and other formats refused), and a row count of the
 * worksheets taken from their XML before any parsing (so a file over the row limit is refused at once).
 */
export const guardXlsx = (buf: Buffer): CheckedEntry[] => {
  if (buf.length > IMPORT_LIMITS.maxFileBytes) throw new ImportFileError(`The file may not be greater than ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB.`);
  const entries = readCentralDirectory(buf);
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  if (!types || !entries.some((e) => e.name === 'xl/workbook.xml')) throw new ImportFileError('The file must be an xlsx workbook.');
  const contentTypes = inflateEntry(buf, types).toString('utf8');
  if (!contentTypes.includes(SPREADSHEET_MAIN)) throw new ImportFileError('The file must be an xlsx workbook.');
  const checked: CheckedEntry[] = [];
  for (const e of entries) {
    const body = inflateEntry(buf, e);
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(e.name) && countRowTags(body, IMPORT_LIMITS.maxRows + 1) > IMPORT_LIMITS.maxRows + 1) {
      throw new ImportFileError(`The file may not have more than ${IMPORT_LIMITS.maxRows.toLocaleString('en')} rows.`);
    }
    checked.push({ name: e.name, crc32: e.crc32, data: body });
  }
  return checked;
};

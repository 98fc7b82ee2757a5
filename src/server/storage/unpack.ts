import zlib from 'node:zlib';
import { ImportFileError, inflateEntry, readCentralDirectory, type ZipEntry } from '../imports/zipGuard';

/**
 * What the sandbox malware scanner looks at in a file (issue 38): the bytes themselves and everything the
 * server or a reader's program would unpack from them, as far down as a real scanner goes: the parts of a
 * zip (xlsx, docx), the streams of a PDF (FlateDecode), the text chunks of a PNG (tEXt, zTXt, iTXt), gzip
 * and zlib data, and base64 bodies. Each piece is one "view"; the scanner searches every view, and the
 * seams between consecutive pieces of a container, so a signature split between two parts is found too.
 *
 * Unpacking is bounded (depth, pieces, bytes): a file that would unpack beyond the budget is not
 * called clean, it is refused as unscannable (UnpackBudgetExceeded), as a real scanner's limits do.
 */
export const UNPACK_LIMITS = { depth: 5, pieces: 2000, bytes: 256 * 1024 * 1024, inflateBytes: 128 * 1024 * 1024 } as const;

export class UnpackBudgetExceeded extends Error {
  constructor() {
    super('The file unpacks beyond what the scanner examines.');
    this.name = 'UnpackBudgetExceeded';
  }
}

type Budget = { pieces: number; bytes: number };

/** How much of each side of a seam between two pieces is joined and searched. */
const SEAM_BYTES = 512;

const take = (budget: Budget, piece: Buffer): Buffer => {
  budget.pieces += 1;
  budget.bytes += piece.length;
  if (budget.pieces > UNPACK_LIMITS.pieces || budget.bytes > UNPACK_LIMITS.bytes) throw new UnpackBudgetExceeded();
  return piece;
};

/** Inflates zlib, raw deflate or gzip data; null when it is none of them. */
const inflateAny = (data: Buffer): Buffer | null => {
  const options = { maxOutputLength: UNPACK_LIMITS.inflateBytes };
  for (const inflate of [zlib.inflateSync, zlib.inflateRawSync, zlib.gunzipSync]) {
    try {
      return inflate(data, options);
    } catch (e) {
      if (e instanceof RangeError) throw new UnpackBudgetExceeded();
    }
  }
  return null;
};

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;
const isPng = (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isGzip = (b: Buffer) => b.length > 2 && b[0] === 0x1f && b[1] === 0x8b;
const looksZlib = (b: Buffer) => b.length > 2 && b[0] === 0x78 && (b.readUInt16BE(0) % 31 === 0);

/**
 * The parts of a zip, each inflated never past its declared size (imports/zipGuard.ts): an archive whose
 * declared sizes or ratios are those of a bomb is beyond the budget; one whose directory cannot be read
 * is read by its local headers instead, each part inflated under the output cap.
 */
const zipParts = (b: Buffer): Buffer[] => {
  let entries: ZipEntry[] | null = null;
  try {
    entries = readCentralDirectory(b);
  } catch (e) {
    if (e instanceof ImportFileError && /too many parts|too large once unpacked|suspiciously well/.test(e.message)) throw new UnpackBudgetExceeded();
  }
  if (entries) {
    const parts: Buffer[] = [];
    for (const entry of entries) {
      try {
        parts.push(inflateEntry(b, entry));
      } catch {
        // A part that does not inflate as declared is read by its local header below.
        return localParts(b);
      }
    }
    return parts;
  }
  return localParts(b);
};

const localParts = (b: Buffer): Buffer[] => {
  const parts: Buffer[] = [];
  for (let p = b.indexOf(LOCAL_HEADER); p >= 0 && p + 30 <= b.length; p = b.indexOf(LOCAL_HEADER, p + 4)) {
    const method = b.readUInt16LE(p + 8);
    const data = b.subarray(p + 30 + b.readUInt16LE(p + 26) + b.readUInt16LE(p + 28));
    if (method === 8) {
      try {
        parts.push(zlib.inflateRawSync(data, { maxOutputLength: UNPACK_LIMITS.inflateBytes }));
      } catch (e) {
        if (e instanceof RangeError) throw new UnpackBudgetExceeded();
      }
    } else if (method === 0) parts.push(data.subarray(0, b.readUInt32LE(p + 18)));
  }
  return parts;
};

/** The contents of a PDF's streams, inflated where they are compressed (and as they are where not). */
const pdfStreams = (b: Buffer): Buffer[] => {
  const out: Buffer[] = [];
  let from = 0;
  for (;;) {
    const start = b.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    let data = start + 6;
    if (b[data] === 0x0d) data += 1;
    if (b[data] === 0x0a) data += 1;
    const end = b.indexOf('endstream', data, 'latin1');
    if (end < 0) break;
    const raw = b.subarray(data, end);
    out.push(inflateAny(raw) ?? raw);
    from = end + 9;
  }
  return out;
};

/** The texts of a PNG's tEXt, zTXt and iTXt chunks (the compressed ones inflated). */
const pngTexts = (b: Buffer): Buffer[] => {
  const out: Buffer[] = [];
  for (let p = 8; p + 8 <= b.length; ) {
    const length = b.readUInt32BE(p);
    const type = b.toString('latin1', p + 4, p + 8);
    const data = b.subarray(p + 8, Math.min(b.length, p + 8 + length));
    const keywordEnd = data.indexOf(0);
    if (type === 'tEXt' && keywordEnd >= 0) out.push(data.subarray(keywordEnd + 1));
    if (type === 'zTXt' && keywordEnd >= 0) out.push(inflateAny(data.subarray(keywordEnd + 2)) ?? Buffer.alloc(0));
    if (type === 'iTXt' && keywordEnd >= 0) {
      const compressed = data[keywordEnd + 1] === 1;
      let q = keywordEnd + 3;
      for (let nuls = 0; nuls < 2 && q < data.length; q += 1) if (data[q] === 0) nuls += 1;
      const text = data.subarray(q);
      out.push(compressed ? (inflateAny(text) ?? Buffer.alloc(0)) : text);
    }
    p += 12 + length;
  }
  return out;
};

const BASE64 = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=') BASE64[c.charCodeAt(0)] = 1;
// Line breaks may cut a body anywhere (MIME wraps at 76 characters, others wherever they like).
BASE64[0x0a] = 2;
BASE64[0x0d] = 2;

/** Runs of base64 long enough to hide something (line breaks inside allowed), decoded. */
const base64Bodies = (b: Buffer): Buffer[] => {
  const out: Buffer[] = [];
  const decode = (from: number, to: number) => {
    if (to - from < 64) return;
    const run = b.toString('latin1', from, to).replace(/[\r\n]+/g, '');
    if (run.length < 64) return;
    // The body may start anywhere in the run (a word before it runs into it): decoded from each of the
    // four alignments, one of them reads it as it was written.
    for (let shift = 0; shift < 4; shift += 1) out.push(Buffer.from(run.slice(shift), 'base64'));
  };
  let start = -1;
  for (let i = 0; i <= b.length; i += 1) {
    const kind = i < b.length ? (BASE64[b[i] as number] as number) : 0;
    if (kind !== 0 && start < 0 && kind === 1) start = i;
    else if (kind === 0 && start >= 0) {
      decode(start, i);
      start = -1;
    }
  }
  return out;
};

/** The pieces one level down of a file, by what it is. */
const children = async (b: Buffer): Promise<Buffer[]> => {
  if (isZip(b)) return zipParts(b);
  if (isPng(b)) return pngTexts(b);
  if (isGzip(b) || looksZlib(b)) {
    const inflated = inflateAny(b);
    return inflated ? [inflated] : [];
  }
  const pieces = b.includes('%PDF', 0, 'latin1') || b.includes('endstream', 0, 'latin1') ? pdfStreams(b) : [];
  return [...pieces, ...base64Bodies(b)];
};

/**
 * Every view of a file: itself, each piece unpacked from it (recursively), and per container the
 * concatenation of its pieces. Calls `visit` on each; stops at the first view `visit` answers true for.
 */
export const someView = async (bytes: Buffer, visit: (view: Buffer) => boolean): Promise<boolean> => {
  const budget: Budget = { pieces: 0, bytes: 0 };
  const walk = async (view: Buffer, depth: number): Promise<boolean> => {
    if (visit(view)) return true;
    if (depth >= UNPACK_LIMITS.depth) return false;
    const parts = (await children(view)).map((p) => take(budget, p));
    for (const part of parts) if (await walk(part, depth + 1)) return true;
    // A signature split between two consecutive pieces: the end of one joined to the start of the next.
    for (let i = 0; i + 1 < parts.length; i += 1) {
      const a = parts[i] as Buffer;
      const b = parts[i + 1] as Buffer;
      if (visit(Buffer.concat([a.subarray(Math.max(0, a.length - SEAM_BYTES)), b.subarray(0, SEAM_BYTES)]))) return true;
    }
    return false;
  };
  return walk(bytes, 0);
};

import { inflateSync } from 'node:zlib';

type PdfObject = { dict: string; data: Buffer | null };

const objectsOf = (pdf: Buffer): Map<number, PdfObject> => {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = match[2] ?? '';
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body, data: null });
      continue;
    }
    const start = body.startsWith('\r\n', at + 6) ? at + 8 : at + 7;
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    let data: Buffer | null = raw;
    if (body.slice(0, at).includes('/FlateDecode')) {
      try {
        data = inflateSync(raw);
      } catch {
        data = null;
      }
    }
    objects.set(Number(match[1]), { dict: body.slice(0, at), data });
  }
  return objects;
};

const utf16 = (hex: string): string => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** A font's ToUnicode CMap: glyph code (hex) to text. */
const cmapOf = (source: string): Map<string, string> => {
  const map = new Map<string, string>();
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set((pair[1] ?? '').toUpperCase(), utf16(pair[2] ?? ''));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [from, to, first] = [parseInt(range[1] ?? '0', 16), parseInt(range[2] ?? '0', 16), parseInt(range[3] ?? '0', 16)];
      const width = (range[1] ?? '').length;
      for (let code = from; code <= to; code += 1) map.set(code.toString(16).toUpperCase().padStart(width, '0'), String.fromCharCode(first + code - from));
    }
  }
  return map;
};

/** A byte of a standard font's WinAnsi encoding (the server's PDFs use Helvetica: no ToUnicode map). */
const windows1252 = new TextDecoder('windows-1252');
const winAnsi = (hex: string): string => windows1252.decode(Buffer.from(hex, 'hex'));

/**
 * The text of a PDF as Chromium prints it (fonts with ToUnicode maps, Flate streams) or as the server
 * writes it (pdfkit: the standard fonts in WinAnsi, embedded ones with ToUnicode maps), words separated
 * by spaces: enough for a test to say what is and is not on the paper.
 */
export const pdfText = (pdf: Buffer): string => {
  const objects = objectsOf(pdf);
  // A font's glyph map, or null for a standard font (one WinAnsi byte per character).
  const fonts = new Map<string, Map<string, string> | null>();
  for (const { dict } of objects.values()) {
    for (const resources of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const ref of (resources[1] ?? '').matchAll(/\/([^\s/]+)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(ref[2]));
        const unicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '');
        const cmap = unicode ? objects.get(Number(unicode[1]))?.data : null;
        if (cmap) fonts.set(ref[1] ?? '', cmapOf(cmap.toString('latin1')));
        else if (/\/Subtype\s*\/Type1/.test(font?.dict ?? '')) fonts.set(ref[1] ?? '', null);
      }
    }
  }
  let out = '';
  for (const { data } of objects.values()) {
    const content = data?.toString('latin1') ?? '';
    if (!/\bT[jJ]\b/.test(content)) continue;
    let cmap: Map<string, string> | null = new Map<string, string>();
    for (const op of content.matchAll(/\/([^\s/]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\b(ET|Td|TD|Tm|T\*)\b/g)) {
      if (op[1] !== undefined) cmap = fonts.has(op[1]) ? (fonts.get(op[1]) ?? null) : new Map();
      const pieces = op[2] !== undefined ? [op[2]] : op[3] !== undefined ? [...op[3].matchAll(/<([0-9A-Fa-f]*)>|(-?[\d.]+)/g)].map((p) => p[1] ?? (Number(p[2]) < -200 ? ' ' : '')) : [];
      for (const hex of pieces) {
        if (hex === ' ') out += ' ';
        else if (cmap === null) out += winAnsi(hex);
        else for (let i = 0; i + 4 <= hex.length; i += 4) out += cmap.get(hex.slice(i, i + 4).toUpperCase()) ?? '';
      }
      if (op[4]) out += ' ';
    }
    out += '\n';
  }
  return out.replace(/[ \t]+/g, ' ');
};

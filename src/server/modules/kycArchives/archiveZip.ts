import path from 'node:path';
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import type { FileStore } from '../../storage/fileStore';

/** One stored KYC file as the archive holds it. */
export type ArchiveEntry = {
  companyId: number;
  companyName: string;
  trackingId: number;
  category: string;
  key: string;
  filename: string;
  filePath: string;
  signaturePath: string | null;
  status: string;
  uploadedAt: string | null;
  signedAt: string | null;
};

/** A folder or file name without separators, control characters or leading dots. */
export const safeSegment = (text: string): string =>
  text.replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, '_').replace(/^\.+/, '').replace(/\s+/g, ' ').trim().slice(0, 100) || 'unnamed';

const csvCell = (v: string | number | null): string => {
  const text = v === null ? '' : String(v);
  // Leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const entryFolder = (e: ArchiveEntry): string => `${e.companyId}-${safeSegment(e.companyName)}/tracking-${e.trackingId}-${e.category}`;

/** manifest.csv: one line per file with where it is in the archive. */
export const manifest = (entries: readonly ArchiveEntry[]): string => {
  const head = ['company_id', 'company', 'tracking_id', 'category', 'document', 'status', 'uploaded_at', 'signed_at', 'path'];
  const lines = entries.map((e) =>
    [e.companyId, e.companyName, e.trackingId, e.category, e.key, e.status, e.uploadedAt, e.signedAt, `${entryFolder(e)}/${safeSegment(`${e.key}-${e.filename}`)}`].map(csvCell).join(','),
  );
  return `${[head.join(','), ...lines].join('\r\n')}\r\n`;
};

/**
 * Writes the zip of the entries into the file store under `target`: each document (and its signature
 * image) under company/tracking folders, read from the store as a stream, plus manifest.csv; the zip
 * is streamed into the store as it is made. Returns how many documents went in (a file missing from
 * the store is left out and not counted).
 */
export const writeArchive = async (files: FileStore, entries: readonly ArchiveEntry[], target: string): Promise<number> => {
  const zip = new JSZip();
  const present: ArchiveEntry[] = [];
  for (const e of entries) {
    const file = await files.open(e.filePath);
    if (!file) continue;
    present.push(e);
    const folder = entryFolder(e);
    zip.file(`${folder}/${safeSegment(`${e.key}-${e.filename}`)}`, file.stream);
    const signature = e.signaturePath ? await files.open(e.signaturePath) : null;
    if (signature && e.signaturePath) zip.file(`${folder}/${safeSegment(`${e.key}-signature${path.extname(e.signaturePath)}`)}`, signature.stream);
  }
  zip.file('manifest.csv', manifest(present));
  await files.putStream(target, new Readable().wrap(zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' })));
  return present.length;
};

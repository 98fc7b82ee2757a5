import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Fixtures of the ticket tests: multipart bodies with several files, and small files of each type. */

export type Upload = { name: string; content: Buffer; type?: string; field?: string };

export const ticketForm = (fields: Record<string, string | string[]>, files: Upload[] = []): { body: Buffer; headers: Record<string, string> } => {
  const boundary = `----kontor${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    for (const value of Array.isArray(v) ? v : [v]) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'attachments[]'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
export const HTML = Buffer.from('<html><script>alert(1)</script></html>');

/** Every file under the tickets folder of the data folder. */
export const storedTicketFiles = (dataDir: string): string[] => {
  const root = path.join(dataDir, 'tickets');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
};

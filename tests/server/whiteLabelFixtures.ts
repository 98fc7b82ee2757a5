import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness';

/** The smallest PNG header the server's sniffing accepts, with some body bytes. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
export const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

const BOUNDARY = '----kontor-white-label';

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; content: Buffer };

export const multipartBody = (parts: Part[]): Buffer =>
  Buffer.concat([
    ...parts.flatMap((part) =>
      'content' in part
        ? [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`), part.content, Buffer.from('\r\n')]
        : [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

/** A multipart POST with the given fields and an `image` file. */
export const postImage = (t: TestApp, url: string, token: string, fields: Record<string, string>, image: { content: Buffer; filename?: string; type?: string } | null): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ...(image ? [{ name: 'image', filename: image.filename ?? 'logo.png', type: image.type ?? 'image/png', content: image.content }] : []),
    ]),
  });

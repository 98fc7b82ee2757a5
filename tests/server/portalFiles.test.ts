import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { freshDb } from './harness';

// The built portal as the server sends it: the compressed copy the browser accepts, hashed bundles kept a year, pages as index.html.
describe('the built portal', () => {
  const script = `export const hello = ${JSON.stringify('Kontor '.repeat(400))};\n`;
  let dataDir = '';
  let app: FastifyInstance;
  let closeDb: () => Promise<void>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-portal-'));
    const portalDir = path.join(dataDir, 'portal');
    fs.mkdirSync(path.join(portalDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>Kontor</title><script type="module" src="/assets/index-abc123.js"></script>');
    fs.writeFileSync(path.join(portalDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const file = path.join(portalDir, 'assets', 'index-abc123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    const db = await freshDb('sqlite');
    closeDb = () => db.close();
    const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), seedDemo: false, portalDir };
    app = await buildApp(config, { db });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await closeDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file itself otherwise', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed bundles for a year, and asks again for everything else', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toMatch(/immutable/);
    const page = await app.inject({ method: 'GET', url: '/manager/transactions/approved_transactions' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('/assets/index-abc123.js');
  });

  it('answers 404 for a missing bundle and for paths outside the portal folder', async () => {
    for (const url of ['/assets/missing-000.js', '/assets/..%2F..%2Fportal%2Findex.html.br', '/..%2F..%2Fetc%2Fpasswd.js']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

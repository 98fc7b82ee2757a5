import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageOf } from '../../src/server/config';
import { CHUNK_BYTES, databaseFileStore, type FileStore, FileTooLargeError, isValidKey, localFileStore } from '../../src/server/storage/fileStore';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { forEachEngine, freshDb, makeApp, type TestApp, type TestDb } from './harness';

const readAll = async (stream: Readable): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const piece of stream) parts.push(piece as Buffer);
  return Buffer.concat(parts);
};

/** A source that yields `total` random bytes in pieces of `piece` bytes, and remembers them. */
const source = (total: number, piece: number): { stream: Readable; bytes: Buffer } => {
  const bytes = crypto.randomBytes(total);
  const pieces: Buffer[] = [];
  for (let at = 0; at < total; at += piece) pieces.push(bytes.subarray(at, Math.min(total, at + piece)));
  return { stream: Readable.from(pieces), bytes };
};

const contract = (name: string, make: () => Promise<{ store: FileStore; cleanup?: () => Promise<void> | void }>) => {
  describe(`file store: ${name}`, () => {
    let store: FileStore;
    let cleanup: (() => Promise<void> | void) | undefined;
    beforeAll(async () => {
      ({ store, cleanup } = await make());
    });
    afterAll(async () => cleanup?.());

    it('stores, opens with its size, reads, replaces and removes a file', async () => {
      expect(await store.open('kyc/1/none.pdf')).toBeNull();
      expect(await store.read('kyc/1/none.pdf')).toBeNull();
      await store.put('kyc/1/a.pdf', Buffer.from('first'));
      expect(await store.exists('kyc/1/a.pdf')).toBe(true);
      await store.put('kyc/1/a.pdf', Buffer.from('second version'));
      const opened = await store.open('kyc/1/a.pdf');
      expect(opened?.size).toBe(14);
      expect((await readAll(opened?.stream ?? Readable.from([]))).toString()).toBe('second version');
      await store.remove('kyc/1/a.pdf');
      await store.remove('kyc/1/a.pdf');
      expect(await store.exists('kyc/1/a.pdf')).toBe(false);
      await store.put('kyc/1/empty.pdf', Buffer.alloc(0));
      expect((await store.open('kyc/1/empty.pdf'))?.size).toBe(0);
      expect(await store.read('kyc/1/empty.pdf')).toEqual(Buffer.alloc(0));
    });

    it('streams a file larger than several chunks in and out unchanged, whatever the piece sizes', async () => {
      const { stream, bytes } = source(CHUNK_BYTES * 2 + 12345, 70_001);
      expect(await store.putStream('reports/1/big.csv', stream)).toBe(bytes.length);
      const opened = await store.open('reports/1/big.csv');
      expect(opened?.size).toBe(bytes.length);
      expect(Buffer.compare(await readAll(opened?.stream ?? Readable.from([])), bytes)).toBe(0);
    });

    it('refuses a content over maxBytes and keeps nothing of it', async () => {
      const { stream } = source(5000, 1000);
      await expect(store.putStream('imports/1/x-original.xlsx', stream, { maxBytes: 4096 })).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await store.exists('imports/1/x-original.xlsx')).toBe(false);
      await expect(store.put('imports/1/y.xlsx', Buffer.alloc(10), { maxBytes: 10 })).resolves.toBeUndefined();
    });

    it('refuses keys that could leave the store', async () => {
      for (const bad of ['../app.key', '/etc/passwd', 'kyc/../../x', 'a\\b', '', 'kyc//x', '.hidden']) {
        expect(isValidKey(bad)).toBe(false);
        await expect(store.put(bad, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
      }
    });
  });
};

const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-store-'));
contract('local folder', async () => ({ store: localFileStore(localDir), cleanup: () => fs.rmSync(localDir, { recursive: true, force: true }) }));

await forEachEngine((engine) => {
  let db: TestDb | undefined;
  const req = (): TestDb => {
    if (!db) throw new Error('no database yet');
    return db;
  };
  describe(`database file store (${engine})`, () => {
    beforeAll(async () => {
      db = await freshDb(engine);
    });
    afterAll(async () => db?.close());
    it('keeps a file as chunks of CHUNK_BYTES, hidden until complete', async () => {
      const store = databaseFileStore(req().db);
      const { stream, bytes } = source(CHUNK_BYTES + 1, 4096);
      await store.putStream('tickets/3/c.pdf', stream);
      const chunks = await req().db.selectFrom('stored_file_chunks').select(['seq', 'data']).where('key', '=', 'tickets/3/c.pdf').orderBy('seq').execute();
      expect(chunks.map((c) => c.data.length)).toEqual([CHUNK_BYTES, 1]);
      expect(Buffer.compare(Buffer.concat(chunks.map((c) => Buffer.from(c.data))), bytes)).toBe(0);
      await req().db.updateTable('stored_files').set({ complete: 0 }).where('key', '=', 'tickets/3/c.pdf').execute();
      expect(await store.open('tickets/3/c.pdf')).toBeNull();
    });
  });
  contract(`database (${engine})`, async () => {
    const own = await freshDb(engine);
    return { store: databaseFileStore(own.db), cleanup: () => own.close() };
  });

  describe(`health endpoints (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await makeApp(engine);
    });
    afterAll(async () => t.close());
    it('answers live and ready on a migrated database, and not ready while draining', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers['cache-control']).toBe('no-store');
      expect(ready.json()).toEqual({ status: 'ready', checks: { migrations: true, database: true, accepting: true } });
      t.app.lifecycle.draining = true;
      expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
      t.app.lifecycle.draining = false;
    });
  });
});

describe('KONTOR_FILE_STORAGE', () => {
  it('reads local (default) and database, and refuses anything else', () => {
    expect(fileStorageOf(undefined)).toBe('local');
    expect(fileStorageOf('local')).toBe('local');
    expect(fileStorageOf('database')).toBe('database');
    expect(fileStorageOf('postgres')).toBe('database');
    expect(() => fileStorageOf('s3')).toThrow(/KONTOR_FILE_STORAGE/);
  });

  it('refuses database storage on SQLite at start', async () => {
    const db = await freshDb('sqlite');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-store-cfg-'));
    try {
      const config = { ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dir, KONTOR_FILE_STORAGE: 'database' }), seedDemo: false };
      await expect(buildApp(config, { db })).rejects.toThrow(/KONTOR_FILE_STORAGE=database keeps files in PostgreSQL/);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';

/** A stored file opened for reading: its size in bytes and its content, streamed. */
export type OpenedFile = { size: number; stream: Readable };

export type PutOptions = {
  /** Refuse (FileTooLargeError, nothing kept) a content longer than this. */
  maxBytes?: number;
};

/**
 * Where uploads and generated files live (KONTOR_FILE_STORAGE): the data folder of this instance
 * (`local`, the default) or the database (`database`), which every instance of a cluster reaches.
 * A key is a relative path of plain segments (`kyc/12/3f…9a.pdf`): the value the owning row keeps.
 */
export type FileStore = {
  readonly kind: FileStorageKind;
  /** Stores `content` under `key` (replacing what was there); resolves once it is durably written. */
  put: (key: string, content: Buffer, options?: PutOptions) => Promise<void>;
  /** Stores what `source` yields, a piece at a time; answers the size. */
  putStream: (key: string, source: Readable, options?: PutOptions) => Promise<number>;
  /** The file, or null when there is none under that key. */
  open: (key: string) => Promise<OpenedFile | null>;
  /** The whole content (small files: imports, images), or null. */
  read: (key: string) => Promise<Buffer | null>;
  exists: (key: string) => Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  remove: (key: string) => Promise<void>;
};

export type FileStorageKind = 'local' | 'database';

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
    this.name = 'FileTooLargeError';
  }
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/** A key is 1 to 8 plain segments joined by '/': no '..', no absolute path, no backslash. */
export const isValidKey = (key: string): boolean => {
  const parts = key.split('/');
  return parts.length >= 1 && parts.length <= 8 && parts.every((p) => SEGMENT.test(p) && p !== '..' && p !== '.');
};

const checkKey = (key: string): string => {
  if (!isValidKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
};

/** Counts the bytes going through and stops at `maxBytes`. */
async function* limited(source: AsyncIterable<unknown>, maxBytes: number | undefined, counter: { size: number }): AsyncGenerator<Buffer> {
  for await (const piece of source) {
    const buf = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array | string);
    counter.size += buf.length;
    if (maxBytes !== undefined && counter.size > maxBytes) throw new FileTooLargeError(maxBytes);
    yield buf;
  }
}

/** Files under one folder (KONTOR_DATA_DIR): written to a temporary name, then renamed (a reader never sees half a file). */
export const localFileStore = (root: string): FileStore => {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...checkKey(key).split('/'));
  const putStream = async (key: string, source: Readable, options: PutOptions = {}): Promise<number> => {
    const file = fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.part`;
    const counter = { size: 0 };
    try {
      await pipeline(limited(source, options.maxBytes, counter), fs.createWriteStream(tmp, { mode: 0o600 }));
      await fs.promises.rename(tmp, file);
    } catch (error) {
      await fs.promises.rm(tmp, { force: true });
      throw error;
    }
    return counter.size;
  };
  return {
    kind: 'local',
    put: async (key, content, options) => void (await putStream(key, Readable.from([content]), options)),
    putStream,
    open: async (key) => {
      const file = fileOf(key);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { size: stat.size, stream: fs.createReadStream(file) };
    },
    read: async (key) => fs.promises.readFile(fileOf(key)).catch(() => null),
    exists: async (key) => (await fs.promises.stat(fileOf(key)).catch(() => null))?.isFile() === true,
    remove: async (key) => fs.promises.rm(fileOf(key), { force: true }),
  };
};

/** The size of one stored chunk: a file goes in and out this much at a time. */
export const CHUNK_BYTES = 256 * 1024;

/** Cuts what comes in into pieces of exactly CHUNK_BYTES (the last one shorter). */
async function* rechunk(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const buf of source) {
    pending.push(buf);
    length += buf.length;
    while (length >= size) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, size);
      pending = [all.subarray(size)];
      length -= size;
    }
  }
  if (length > 0) yield Buffer.concat(pending);
}

/**
 * Files in the database (tables stored_files and stored_file_chunks, migration 023): the content is
 * written a chunk per statement and marked complete last, so no transaction stays open while an upload
 * streams in and a reader never sees half a file; it is read back a chunk at a time, on demand.
 */
export const databaseFileStore = (db: Kysely<Database>, now: () => Date = () => new Date()): FileStore => {
  const remove = async (key: string) => {
    await db.deleteFrom('stored_file_chunks').where('key', '=', checkKey(key)).execute();
    await db.deleteFrom('stored_files').where('key', '=', key).execute();
  };
  const putStream = async (key: string, source: Readable, options: PutOptions = {}): Promise<number> => {
    await remove(key);
    await db.insertInto('stored_files').values({ key, size: 0, chunks: 0, complete: 0, created_at: nowIso(now()) }).execute();
    const counter = { size: 0 };
    let seq = 0;
    try {
      for await (const chunk of rechunk(limited(source, options.maxBytes, counter), CHUNK_BYTES)) {
        await db.insertInto('stored_file_chunks').values({ key, seq, data: Buffer.from(chunk) }).execute();
        seq += 1;
      }
      await db.updateTable('stored_files').set({ size: String(counter.size), chunks: seq, complete: 1 }).where('key', '=', key).execute();
    } catch (error) {
      await remove(key).catch(() => undefined);
      throw error;
    }
    return counter.size;
  };
  const row = (key: string) =>
    db.selectFrom('stored_files').select(['size', 'chunks']).where('key', '=', checkKey(key)).where('complete', '=', 1).executeTakeFirst();
  async function* chunksOf(key: string, count: number): AsyncGenerator<Buffer> {
    for (let seq = 0; seq < count; seq += 1) {
      const chunk = await db.selectFrom('stored_file_chunks').select('data').where('key', '=', key).where('seq', '=', seq).executeTakeFirst();
      if (!chunk) throw new Error(`Stored file ${key} lost its chunk ${seq}.`);
      yield Buffer.from(chunk.data);
    }
  }
  return {
    kind: 'database',
    put: async (key, content, options) => void (await putStream(key, Readable.from([content]), options)),
    putStream,
    open: async (key) => {
      const found = await row(key);
      return found ? { size: Number(found.size), stream: Readable.from(chunksOf(key, found.chunks)) } : null;
    },
    read: async (key) => {
      const found = await row(key);
      if (!found) return null;
      const parts: Buffer[] = [];
      for await (const chunk of chunksOf(key, found.chunks)) parts.push(chunk);
      return Buffer.concat(parts);
    },
    exists: async (key) => (await row(key)) !== undefined,
    remove,
  };
};

/** What the store is chosen from: the server's context (AppContext), named here so that storage sits below it. */
type FilesHost = { files?: FileStore; config: Pick<Config, 'fileStorage' | 'dataDir'>; db: Kysely<Database>; now: () => Date };

const stores = new WeakMap<FilesHost, FileStore>();

/** The store KONTOR_FILE_STORAGE chose: every module reads and writes its files through it. */
export const filesOf = (ctx: FilesHost): FileStore => {
  if (ctx.files) return ctx.files;
  let store = stores.get(ctx);
  if (!store) {
    store = ctx.config.fileStorage === 'database' ? databaseFileStore(ctx.db, ctx.now) : localFileStore(ctx.config.dataDir);
    stores.set(ctx, store);
  }
  return store;
};

/** A fresh random key under `folder` with `ext` (without dot): e.g. newKey('kyc/12', 'pdf'). */
export const newKey = (folder: string, ext: string): string => checkKey(`${folder}/${crypto.randomBytes(16).toString('hex')}${ext ? `.${ext}` : ''}`);

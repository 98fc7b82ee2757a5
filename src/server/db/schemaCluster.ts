import type { Id, Timestamp } from './types';

/** Tables of migration 023: what several server instances share beyond the domain (realtime payloads, stored files). */
export type RealtimePayloadsTable = {
  id: Id;
  /** One message sent to every instance (JSON), kept for the retention window so an instance that was not listening can replay it. */
  payload: string;
  created_at: Timestamp;
};

export type StoredFilesTable = {
  /** The storage key (the relative path the owning row keeps, e.g. kyc/12/….pdf). */
  key: string;
  /** Bytes; PostgreSQL returns a bigint column as a decimal string. */
  size: number | string | bigint;
  chunks: number;
  /** 0 while the content is being written: readers see the file only once it is 1. */
  complete: number;
  created_at: Timestamp;
};

export type StoredFileChunksTable = {
  key: string;
  seq: number;
  data: Buffer;
};

export type ClusterTables = {
  realtime_payloads: RealtimePayloadsTable;
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
};

import type { ImportRecord } from '../../contract/entities';

/** The record the server sends (list, detail and the realtime events): the contract's plus the progress. */
export type LiveImport = ImportRecord & { progress?: number; processed_rows?: number; total_rows?: number };

export const isImport = (v: unknown): v is LiveImport => typeof v === 'object' && v !== null && typeof (v as LiveImport).id === 'number' && typeof (v as LiveImport).status === 'string';

export const isRunning = (i: Pick<LiveImport, 'status'>): boolean => i.status === 'QUEUE' || i.status === 'PROCESSING';

/** Which message of document 2 section 8 a finished import shows. */
export type ImportOutcome = 'created' | 'running' | 'done' | 'done_with_errors' | 'failed';

export const importOutcome = (i: Pick<LiveImport, 'status' | 'actions'>): ImportOutcome => {
  if (i.status === 'QUEUE') return 'created';
  if (i.status === 'PROCESSING') return 'running';
  if (i.actions.has_errors) return 'done_with_errors';
  return i.status === 'DONE' ? 'done' : 'failed';
};

/** Without realtime, unfinished imports are polled this often. */
export const IMPORT_POLL_MS = 2000;

import type { Archive } from '../../contract/entities';
import type { JobStatus } from '../../contract/enums';

/** An archive still being made: the list polls while one is on the page. */
export const archiveRunning = (a: Pick<Archive, 'status'>): boolean => a.status === 'QUEUE' || a.status === 'PROCESSING';

export const archiveStatusColor = (s: JobStatus): 'default' | 'info' | 'success' | 'error' =>
  s === 'DONE' ? 'success' : s === 'ERROR' ? 'error' : s === 'PROCESSING' ? 'info' : 'default';

export { startRealtime, type RealtimeHandle, type RealtimeOptions } from './server';
export { realtimeOf } from './publish';
export type { Realtime } from './types';

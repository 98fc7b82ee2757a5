import { createContext } from 'react';
import type { RealtimeManager } from './realtimeManager';

/** What a component needs of the realtime connection: adding a handler for an event name. */
export type RealtimeSource = Pick<RealtimeManager, 'on'>;

/**
 * The realtime source of a subtree. Unset (the portal), components use the portal's one connection;
 * a test provides its own source and delivers events as the server would.
 */
export const RealtimeContext = createContext<RealtimeSource | null>(null);

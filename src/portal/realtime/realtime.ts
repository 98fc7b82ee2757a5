import { API_BASE } from '../../contract/http';
import { sessionEvents } from '../providers/sessionEvents';
import { createRealtimeManager, type RealtimeManager } from './realtimeManager';
import { realtimeIdentity } from './realtimeIdentity';
import type { EchoLike, RealtimeConfig } from './types';

const isConfig = (v: unknown): v is RealtimeConfig =>
  typeof v === 'object' && v !== null && typeof (v as RealtimeConfig).enabled === 'boolean' && typeof (v as RealtimeConfig).key === 'string';

let echoFactory: ((config: RealtimeConfig) => EchoLike) | null = null;

/** Longest wait for the page's first reads before the realtime client is fetched anyway. */
const FIRST_READS_WAIT_MS = 3000;

/**
 * Resolves once the page has drawn with its first reads (no query in flight) and the browser is
 * idle, or after FIRST_READS_WAIT_MS: the realtime client (pusher-js, 16 KB as sent) is not needed to
 * show a page, so it no longer competes with the page's own code and data (issue 36). Its events only
 * matter once the page shows data; the socket opens a moment later than before.
 */
const afterFirstReads = (readsInFlight: () => number): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window === 'undefined') {
      resolve();
      return;
    }
    const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 0));
    const deadline = Date.now() + FIRST_READS_WAIT_MS;
    const check = () => {
      if (readsInFlight() === 0 || Date.now() >= deadline) whenIdle();
      else setTimeout(check, 50);
    };
    // A first turn: the page that started the realtime connection starts its reads in the same commit.
    setTimeout(check, 0);
  });

/**
 * Plain fetch (a missing realtime is not an error the user should see). pusher-js (createEcho.ts)
 * loads only when the server has realtime, so pages that never listen do not pay for them, and only
 * after the page's first reads (afterFirstReads).
 */
const loadConfig = async (readsInFlight: () => number): Promise<RealtimeConfig | null> => {
  const res = await fetch(`${API_BASE}/realtime/config`, { headers: { Accept: 'application/json' } });
  if (!res.ok) return null;
  const body = (await res.json()) as { data?: unknown };
  const config = isConfig(body.data) ? body.data : null;
  if (config?.enabled) {
    await afterFirstReads(readsInFlight);
    echoFactory = (await import('./createEcho')).createEcho;
  }
  return config;
};

let manager: RealtimeManager | null = null;

/**
 * The portal's one realtime connection, started on first use; `readsInFlight` (the first user's query
 * client) tells when the page's first reads are in (afterFirstReads). It follows the session (sign-in,
 * logout, acting as a user, another tab) through sessionEvents.
 */
export const realtime = (readsInFlight: () => number = () => 0): RealtimeManager => {
  if (manager) return manager;
  const m = createRealtimeManager({
    loadConfig: () => loadConfig(readsInFlight),
    createEcho: (config) => {
      if (!echoFactory) throw new Error('realtime client not loaded');
      return echoFactory(config);
    },
    identity: () => realtimeIdentity(),
  });
  manager = m;
  if (typeof window !== 'undefined') {
    sessionEvents.subscribe(() => void m.sync());
    void m.sync();
  }
  return m;
};

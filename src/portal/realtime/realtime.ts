import { API_BASE } from '../../contract/http';
import { sessionEvents } from '../providers/sessionEvents';
import { createRealtimeManager, type RealtimeManager } from './realtimeManager';
import { realtimeIdentity } from './realtimeIdentity';
import type { EchoLike, RealtimeConfig } from './types';

const isConfig = (v: unknown): v is RealtimeConfig =>
  typeof v === 'object' && v !== null && typeof (v as RealtimeConfig).enabled === 'boolean' && typeof (v as RealtimeConfig).key === 'string';

let echoFactory: ((config: RealtimeConfig) => EchoLike) | null = null;

/**
 * Plain fetch (a missing realtime is not an error the user should see). pusher-js (createEcho.ts)
 * loads only when the server has realtime, so pages that never listen do not pay for them.
 */
const loadConfig = async (): Promise<RealtimeConfig | null> => {
  const res = await fetch(`${API_BASE}/realtime/config`, { headers: { Accept: 'application/json' } });
  if (!res.ok) return null;
  const body = (await res.json()) as { data?: unknown };
  const config = isConfig(body.data) ? body.data : null;
  if (config?.enabled) echoFactory = (await import('./createEcho')).createEcho;
  return config;
};

let manager: RealtimeManager | null = null;

/**
 * The portal's one realtime connection, started on first use. It follows the session (sign-in,
 * logout, acting as a user, another tab) through sessionEvents.
 */
export const realtime = (): RealtimeManager => {
  if (manager) return manager;
  const m = createRealtimeManager({
    loadConfig,
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

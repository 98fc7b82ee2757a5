import type { FastifyInstance } from 'fastify';
import { API_BASE } from '../../contract/http';
import { BROADCAST_AUTH_PATH } from '../../contract/constants';
import { realtimeOf } from './publish';

/** Where the portal opens its realtime socket; `enabled: false` when no realtime runs (the portal then stays quiet). */
export type RealtimeClientConfig = {
  enabled: boolean;
  key: string;
  /** null: the host the portal was loaded from. */
  host: string | null;
  port: number;
  tls: boolean;
  auth_endpoint: string;
};

export const REALTIME_CONFIG_PATH = `${API_BASE}/realtime/config`;

const intOr = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
};

/**
 * The contract gives no hosts or keys (document 2: "hosts and keys are not given"), so the portal asks
 * here. Public: the key is public by Pusher's design and the socket is useless without channel auth.
 * KONTOR_REALTIME_PUBLIC_HOST/PORT/TLS describe a proxy in front of the realtime port; with an external
 * Pusher-compatible service its PUSHER_HOST/PORT/SCHEME are given out.
 */
export const realtimeClientConfig = (app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): RealtimeClientConfig => {
  const ctx = app.kontor;
  const key = realtimeOf(ctx).key;
  const external = env.PUSHER_HOST;
  const tls = external ? env.PUSHER_SCHEME !== 'http' : env.KONTOR_REALTIME_PUBLIC_TLS === '1' || ctx.config.publicUrl.startsWith('https:');
  return {
    enabled: key !== '',
    key,
    host: external ?? env.KONTOR_REALTIME_PUBLIC_HOST ?? null,
    port: external ? intOr(env.PUSHER_PORT, tls ? 443 : 80) : intOr(env.KONTOR_REALTIME_PUBLIC_PORT, ctx.config.realtimePort),
    tls,
    auth_endpoint: BROADCAST_AUTH_PATH,
  };
};

export const registerRealtimeConfigRoute = (app: FastifyInstance): void => {
  app.get(REALTIME_CONFIG_PATH, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: realtimeClientConfig(app) };
  });
};

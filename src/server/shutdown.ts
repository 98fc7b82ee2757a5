import type { FastifyInstance } from 'fastify';
import type { InProcessJobs } from './jobs/inProcess';
import type { RealtimeHandle } from './realtime';

export type ShutdownParts = {
  app: FastifyInstance;
  realtime?: RealtimeHandle | null;
  jobs?: Pick<InProcessJobs, 'stop'> | null;
  /** How long the job under way may take to finish before it is given back to the queue (KONTOR_SHUTDOWN_JOB_GRACE_MS, default 20 s). */
  jobGraceMs?: number;
  /** How long to answer not-ready before closing, so the load balancer stops sending (KONTOR_SHUTDOWN_DRAIN_MS, default 0). */
  drainMs?: number;
  /** How long the requests in flight may take once closing began; then their connections are cut (default 30 s). */
  requestGraceMs?: number;
};

/**
 * The graceful stop (SIGTERM): readiness answers 503 at once; after the drain pause, the in-process
 * worker stops claiming and its job under way finishes or is released; then the HTTP server stops
 * accepting and finishes the requests in flight (Fastify's close, which also closes the database),
 * and last the realtime sockets are closed with 4200 (pusher-js reconnects at once, to another instance).
 * Calling it again returns the same promise.
 */
export const gracefulShutdown = (parts: ShutdownParts): (() => Promise<void>) => {
  let done: Promise<void> | null = null;
  return () => {
    done ??= (async () => {
      parts.app.lifecycle.draining = true;
      if (parts.drainMs && parts.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, parts.drainMs));
      await parts.jobs?.stop({ graceMs: parts.jobGraceMs ?? 20_000 });
      const cut = setTimeout(() => parts.app.server.closeAllConnections(), parts.requestGraceMs ?? 30_000);
      try {
        await parts.app.close();
      } finally {
        clearTimeout(cut);
      }
      await parts.realtime?.close();
    })();
    return done;
  };
};

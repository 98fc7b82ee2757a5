import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_BASE } from '../../contract/http';
import { type AppContext, rootOf } from '../context';

/**
 * The clock of due work: what the job worker and the scheduled payments take as "now". It is the
 * server's clock, plus an offset that only an end-to-end test sets (KONTOR_TEST_CLOCK=1, refused in
 * production by config.ts): so a test sees a standing order run on its date without waiting for it,
 * while sign-ins, tokens and one-time codes keep the real clock.
 */
const offsets = new WeakMap<AppContext, number>();

export const workNow = (ctx: AppContext): Date => {
  const root = rootOf(ctx);
  return new Date(root.now().getTime() + (offsets.get(root) ?? 0));
};

const body = z.object({ offset_days: z.number().int().min(0).max(3660) });

/** PUT /api/v1/test/clock {offset_days}: mounted only with KONTOR_TEST_CLOCK=1 (never in production); not a contract call. */
export const registerTestClock = (app: FastifyInstance, onMoved: () => void): void => {
  if (!app.kontor.config.testClock || app.kontor.config.nodeEnv === 'production') return;
  app.put(`${API_BASE}/test/clock`, async (req, reply) => {
    const parsed = body.safeParse(req.body);
    if (!parsed.success) return reply.code(422).send({ message: 'offset_days must be a whole number of days from 0 to 3660.' });
    offsets.set(app.kontor, parsed.data.offset_days * 86_400_000);
    onMoved();
    return { data: { now: workNow(app.kontor).toISOString() } };
  });
};

import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/route';
import { cpuReading, crmQueueReading, hddReading, jobQueueReadings, type Reading } from './readings';

/** The job broker this server reports under the rabbitmq subpage. */
export const BUILT_IN_BROKER = 'built-in';

/** Admin: system overview by subpage, read live on every call (the portal polls). */
export const registerSystemRoutes = (app: FastifyInstance): void => {
  registerCall(app, 'admin.system.get', async ({ ctx, params }) => {
    const now = ctx.now();
    const { subpage } = params;
    let points: Reading[];
    if (subpage === 'cpu') points = [cpuReading(now)];
    else if (subpage === 'hdd') points = [await hddReading(ctx.config.dataDir, now)];
    else if (subpage === 'rabbitmq') points = await jobQueueReadings(ctx, now);
    else points = await crmQueueReading(ctx, subpage, now);
    return { data: { subpage, ...(subpage === 'rabbitmq' ? { broker: BUILT_IN_BROKER } : {}), points } };
  });
};

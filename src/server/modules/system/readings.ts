import fs from 'node:fs/promises';
import os from 'node:os';
import type { AppContext } from '../../context';
import { countJobs, type JobCounts, NO_JOBS } from '../../jobs/counts';
import { DEFAULT_QUEUE } from '../../jobs/queue';

/** One reading of a subpage: numbers and labels, each with the time it was taken. */
export type Reading = { dateTime: string } & Record<string, number | string>;

const round = (value: number, digits = 2): number => Math.round(value * 10 ** digits) / 10 ** digits;

let lastCpu = { at: process.hrtime.bigint(), usage: process.cpuUsage(), fromStart: true };

/**
 * This process's CPU use in percent of the whole machine since the previous reading (the first one
 * covers the life of the process), so two admins polling share one measurement window.
 */
const processCpuPercent = (cores: number): number => {
  const at = process.hrtime.bigint();
  const usage = process.cpuUsage();
  const wallMicros = lastCpu.fromStart ? process.uptime() * 1e6 : Number(at - lastCpu.at) / 1000;
  const cpuMicros = lastCpu.fromStart ? usage.user + usage.system : usage.user - lastCpu.usage.user + (usage.system - lastCpu.usage.system);
  lastCpu = { at, usage, fromStart: false };
  if (wallMicros <= 0) return 0;
  return round(Math.min(100, (cpuMicros / wallMicros / Math.max(1, cores)) * 100));
};

export const cpuReading = (now: Date): Reading => {
  const [load1, load5, load15] = os.loadavg();
  const cores = os.availableParallelism();
  return {
    dateTime: now.toISOString(),
    load_1: round(load1 ?? 0),
    load_5: round(load5 ?? 0),
    load_15: round(load15 ?? 0),
    cores,
    process_cpu_percent: processCpuPercent(cores),
    memory_total: os.totalmem(),
    memory_free: os.freemem(),
    process_rss: process.memoryUsage.rss(),
    uptime_seconds: Math.floor(os.uptime()),
    process_uptime_seconds: Math.floor(process.uptime()),
  };
};

/** The file system holding the data folder (uploads, reports, imports, the SQLite file). Bytes. */
export const hddReading = async (dataDir: string, now: Date): Promise<Reading> => {
  const s = await fs.statfs(dataDir);
  const total = s.blocks * s.bsize;
  // free: what the server's user may still write (reserved blocks excluded); used counts every taken block.
  const free = s.bavail * s.bsize;
  const used = total - s.bfree * s.bsize;
  return { dateTime: now.toISOString(), total, free, used, used_percent: total > 0 ? round((used / total) * 100) : 0 };
};

const toReading = (queue: string, c: JobCounts, now: Date): Reading => ({
  dateTime: now.toISOString(),
  queue,
  size: c.queued + c.delayed + c.running,
  ...c,
});

/** The built-in job queue (this server has no RabbitMQ): one reading per queue name, the default queue always. */
export const jobQueueReadings = async (ctx: AppContext, now: Date): Promise<Reading[]> => {
  const counts = await countJobs(ctx.db, ctx.now(), 'queue');
  if (!counts.has(DEFAULT_QUEUE)) counts.set(DEFAULT_QUEUE, { ...NO_JOBS });
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, c]) => toReading(name, c, now));
};

/** Job types of the CRM synchronisation; nothing enqueues them until a CRM is connected, so their queues read zero. */
export const CRM_JOB_TYPES = { crm_queue_upsert: 'crm.upsert', crm_queue_tags: 'crm.tags' } as const;

export const crmQueueReading = async (ctx: AppContext, subpage: keyof typeof CRM_JOB_TYPES, now: Date): Promise<Reading[]> => {
  const type = CRM_JOB_TYPES[subpage];
  const counts = await countJobs(ctx.db, ctx.now(), 'type', [type]);
  return [toReading(type, counts.get(type) ?? { ...NO_JOBS }, now)];
};

/** The job broker this server reports under the rabbitmq subpage. */
export const BUILT_IN_BROKER = 'built-in';

export type SystemSubpage = 'cpu' | 'hdd' | 'rabbitmq' | keyof typeof CRM_JOB_TYPES;

/** Admin: one subpage of the system overview, read live on every call (the portal polls). */
export const systemReadings = async (ctx: AppContext, subpage: SystemSubpage) => {
  const now = ctx.now();
  let points: Reading[];
  if (subpage === 'cpu') points = [cpuReading(now)];
  else if (subpage === 'hdd') points = [await hddReading(ctx.config.dataDir, now)];
  else if (subpage === 'rabbitmq') points = await jobQueueReadings(ctx, now);
  else points = await crmQueueReading(ctx, subpage, now);
  return { subpage, ...(subpage === 'rabbitmq' ? { broker: BUILT_IN_BROKER } : {}), points };
};

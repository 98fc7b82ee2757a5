import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';

export type Mail = { to: string; subject: string; body: string };

/**
 * No mail server exists here: mail goes to the outbox table, where `npm run outbox` shows it to a
 * developer (outboxCli.ts). Bodies carry reset and approval links, so they never reach the log:
 * outside production the log says only that a mail to X with subject Y was queued.
 */
export const sendMail = async (ctx: AppContext, log: FastifyBaseLogger, mail: Mail): Promise<void> => {
  const row = await ctx.db
    .insertInto('outbox')
    .values({ to_address: mail.to, subject: mail.subject, body: mail.body, created_at: nowIso(ctx.now()) })
    .returning('id')
    .executeTakeFirst();
  if (ctx.config.nodeEnv !== 'production') log.info({ outboxId: row?.id, to: mail.to, subject: mail.subject }, `mail to ${mail.to} queued: ${mail.subject} (npm run outbox shows it)`);
};

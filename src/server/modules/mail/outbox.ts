import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';

export type Mail = { to: string; subject: string; body: string };

/**
 * No mail server exists here: mail goes to the outbox table, and outside production to the log too,
 * so that a developer can follow reset and approval links.
 */
export const sendMail = async (ctx: AppContext, log: FastifyBaseLogger, mail: Mail): Promise<void> => {
  await ctx.db.insertInto('outbox').values({ to_address: mail.to, subject: mail.subject, body: mail.body, created_at: nowIso(ctx.now()) }).execute();
  if (ctx.config.nodeEnv !== 'production') log.info({ mail: { to: mail.to, subject: mail.subject, body: mail.body } }, `mail to ${mail.to}: ${mail.subject}`);
};

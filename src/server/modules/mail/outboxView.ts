import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema';

export type OutboxMail = Selectable<OutboxTable>;

/** The newest mails of the outbox (to one address when given), oldest of them first. */
export const latestMails = async (db: Kysely<Database>, options: { to?: string; limit: number }): Promise<OutboxMail[]> => {
  let q = db.selectFrom('outbox').selectAll();
  if (options.to) q = q.where('to_address', '=', options.to.toLowerCase());
  const rows = await q.orderBy('id', 'desc').limit(options.limit).execute();
  return rows.reverse();
};

/** One mail as `npm run outbox` prints it. */
export const formatMail = (mail: OutboxMail): string =>
  [`#${mail.id}  ${mail.created_at}`, `To: ${mail.to_address}`, `Subject: ${mail.subject}`, '', mail.body, ''].join('\n');

export type OutboxArgs = { to?: string; limit: number };

/** `[EMAIL] [--limit N | -n N]`; the limit is 1–100, 5 by default. */
export const parseOutboxArgs = (argv: string[]): OutboxArgs => {
  let to: string | undefined;
  let limit = 5;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--limit' || arg === '-n') {
      const n = Number(argv[(i += 1)]);
      if (Number.isInteger(n) && n > 0) limit = Math.min(n, 100);
    } else if (!arg.startsWith('-')) to = arg;
  }
  return { to, limit };
};

import { loadConfig, sqliteFile } from '../../config';
import { openDb } from '../../db/connection';
import { formatMail, latestMails, parseOutboxArgs } from './outboxView';

/**
 * `npm run outbox [-- EMAIL] [-- --limit N]`: prints the latest mails of the outbox of the configured
 * database (DATABASE_URL, or the SQLite file in KONTOR_DATA_DIR), so a developer can follow reset and
 * approval links without them ever being written to the server log. A development aid.
 */
const config = loadConfig();
if (config.nodeEnv === 'production') {
  process.stderr.write('npm run outbox is a development aid and does not run in production.\n');
  process.exit(1);
}
const args = parseOutboxArgs(process.argv.slice(2));
const db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFile(config) });
try {
  const mails = await latestMails(db.db, args);
  if (mails.length === 0) process.stderr.write(`No mail${args.to ? ` to ${args.to}` : ''} in the outbox.\n`);
  for (const mail of mails) process.stdout.write(`${formatMail(mail)}\n`);
} catch (error) {
  process.stderr.write(`Cannot read the outbox (${error instanceof Error ? error.message : String(error)}). Start the server once (npm start) to create the database.\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}

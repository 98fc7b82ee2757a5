import { loadConfig, sqliteFile } from '../config';
import { openDb } from '../db/connection';
import { resolveAppKey, decryptSecret } from './secrets';
import { totpCode, TOTP_STEP_SECONDS } from './totp';

/** `npm run otp -- manager@kontor.test`: prints the user's current two-factor code (development aid). */
const email = (process.argv[2] ?? 'manager@kontor.test').toLowerCase();
const config = loadConfig();
if (config.nodeEnv === 'production') {
  process.stderr.write('npm run otp is a development aid and does not run in production.\n');
  process.exit(1);
}
const db = openDb({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFile(config) });
const user = await db.db.selectFrom('users').select(['email', 'totp_enabled', 'totp_secret_enc']).where('email', '=', email).executeTakeFirst();
await db.close();
if (!user) {
  process.stderr.write(`No user ${email}. Start the server once (npm start) to create the demo data.\n`);
  process.exit(1);
}
if (user.totp_enabled !== 1 || !user.totp_secret_enc) {
  process.stderr.write(`${email} has no two-factor authentication.\n`);
  process.exit(1);
}
const secret = decryptSecret(resolveAppKey(config.dataDir), user.totp_secret_enc);
const left = TOTP_STEP_SECONDS - (Math.floor(Date.now() / 1000) % TOTP_STEP_SECONDS);
process.stdout.write(`${totpCode(secret)}\n`);
process.stderr.write(`(valid for ${left} more seconds)\n`);

import path from 'node:path';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from './paths';

let made = 0;

/**
 * A colleague of `email`: a new user of the same company, with the same role, name, password and
 * two-factor secret, but a two-factor replay state of its own. Companies have several managers;
 * a test that confirms several payments uses its own colleague, so it never waits for the next
 * time step of a code another test spent. The portal has no call that adds a user to a company,
 * so the row is written into this worker's database as a fixture.
 */
export const colleagueOf = (email: string): string => {
  const [local, domain] = email.split('@');
  const colleague = `${local}+${process.pid}.${Date.now().toString(36)}.${(made += 1)}@${domain}`;
  const db = new Database(path.join(E2E_DATA_DIR, 'kontor.sqlite'), { fileMustExist: true, timeout: 10_000 });
  try {
    const columns = (db.prepare("select name from pragma_table_info('users')").all() as { name: string }[]).map((c) => c.name).filter((c) => c !== 'id');
    const fresh: Record<string, string> = { email: '?', otp_last_step: '0', otp_failures: '0', otp_locked_until: 'null', livechat_token: 'null', user_lead_id: 'null', avatar_path: 'null' };
    const values = columns.map((c) => fresh[c] ?? `"${c}"`);
    const inserted = db.prepare(`insert into users (${columns.map((c) => `"${c}"`).join(', ')}) select ${values.join(', ')} from users where email = ?`).run(colleague, email);
    if (inserted.changes !== 1) throw new Error(`no user ${email} to copy`);
  } finally {
    db.close();
  }
  return colleague;
};

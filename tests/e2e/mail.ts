import path from 'node:path';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from './paths';

const DB_FILE = path.join(E2E_DATA_DIR, 'kontor.sqlite');

/** The newest mail to `to` with `subject` from the server's outbox (no mail server here), or null. */
export const readMail = (to: string, subject: string): string | null => {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT body FROM outbox WHERE to_address = ? AND subject = ? ORDER BY id DESC LIMIT 1').get(to, subject) as { body: string } | undefined;
    return row?.body ?? null;
  } finally {
    db.close();
  }
};

/** The link of a mail, as a path of this server (the mail names the configured public address). */
export const linkOf = async (to: string, subject: string): Promise<string> => {
  await expect.poll(() => readMail(to, subject), { message: `mail "${subject}" to ${to}` }).not.toBeNull();
  const link = /https?:\/\/\S+/.exec(readMail(to, subject) ?? '')?.[0];
  if (!link) throw new Error(`no link in the mail "${subject}" to ${to}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

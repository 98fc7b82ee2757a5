import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, EmailVerificationsTable, PasswordResetsTable } from '../../db/schema';

/** The links the auth module e-mails: password resets and e-mail address approvals (their tables). */

export type PasswordResetRow = Selectable<PasswordResetsTable>;
export type EmailVerificationRow = Selectable<EmailVerificationsTable>;

export const passwordResetByKey = (db: Kysely<Database>, key: string): Promise<PasswordResetRow | undefined> =>
  db.selectFrom('password_resets').selectAll().where('key', '=', key).executeTakeFirst();

/** Ends the user's reset links not used yet (a new one replaces them). */
export const endPasswordResets = async (db: Kysely<Database>, userId: number, at: string): Promise<void> => {
  await db.updateTable('password_resets').set({ used_at: at }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
};

export const insertPasswordReset = async (db: Kysely<Database>, values: Insertable<PasswordResetsTable>): Promise<void> => {
  await db.insertInto('password_resets').values(values).execute();
};

/** Uses a reset link once: true when this call did (a second use at the same moment gets false). */
export const claimPasswordReset = async (db: Kysely<Database>, id: number, at: string): Promise<boolean> => {
  const claimed = await db.updateTable('password_resets').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
};

export const insertEmailVerification = async (db: Kysely<Database>, values: Insertable<EmailVerificationsTable>): Promise<void> => {
  await db.insertInto('email_verifications').values(values).execute();
};

export const emailVerificationByKey = (db: Kysely<Database>, key: string): Promise<EmailVerificationRow | undefined> =>
  db.selectFrom('email_verifications').selectAll().where('key', '=', key).executeTakeFirst();

export const useEmailVerification = async (db: Kysely<Database>, id: number, at: string): Promise<void> => {
  await db.updateTable('email_verifications').set({ used_at: at }).where('id', '=', id).execute();
};

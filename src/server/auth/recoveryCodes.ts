import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import { hmac } from './secrets';

/**
 * Recovery codes (issue 42): ten single-use codes a user keeps on paper for the day the authenticator is
 * lost. Each is 10 characters of a 31-letter alphabet without look-alikes (49 bits), shown as
 * `xxxxx-xxxxx`. Only a keyed hash (HMAC-SHA-256 with the server key) is stored: the codes are random,
 * so a slow hash adds nothing, and the key keeps a stolen table useless.
 */
export const RECOVERY_CODE_COUNT = 10;
const LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/** A code as typed: case, spaces and the dash do not matter. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');

/** Whether a one-time-code header looks like a recovery code (not six digits). */
export const looksLikeRecoveryCode = (typed: string): boolean => new RegExp(`^[${LETTERS}]{${CODE_LENGTH}}$`).test(normaliseRecoveryCode(typed));

const randomCode = (): string => {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += LETTERS[crypto.randomInt(LETTERS.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
};

const hashOf = (appKey: Buffer, code: string): string => hmac(appKey, `recovery:${normaliseRecoveryCode(code)}`);

/** A new set for the user: the old set is void at once. Returns the codes to show once. */
export const replaceRecoveryCodes = async (db: Kysely<Database>, appKey: Buffer, userId: number, now: Date): Promise<string[]> => {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(randomCode());
  const at = nowIso(now);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db.insertInto('recovery_codes').values([...codes].map((code) => ({ user_id: userId, code_hash: hashOf(appKey, code), used_at: null, created_at: at }))).execute();
  return [...codes];
};

/** Voids every code of the user (two-factor off or reset); returns how many were unused. */
export const voidRecoveryCodes = async (db: Kysely<Database>, userId: number): Promise<number> => {
  const left = await recoveryCodesLeft(db, userId);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  return left;
};

export const recoveryCodesLeft = async (db: Kysely<Database>, userId: number): Promise<number> => {
  const row = await db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
  return Number(row?.n ?? 0);
};

/**
 * Spends a code: one conditional update, so two requests with the same code cannot both pass. Returns
 * the number of codes left, or null when the code is unknown or already used.
 */
export const spendRecoveryCode = async (db: Kysely<Database>, appKey: Buffer, userId: number, typed: string, now: Date): Promise<number | null> => {
  const spent = await db
    .updateTable('recovery_codes')
    .set({ used_at: nowIso(now) })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashOf(appKey, typed))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return null;
  return recoveryCodesLeft(db, userId);
};

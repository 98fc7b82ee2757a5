import type { Kysely } from 'kysely';
import { EMPTY_SETTINGS, SETTINGS_KEYS, type SettingsKey, type SettingsValues } from '../../contract/enums';
import { SETTINGS_VALUE_SCHEMAS } from '../../contract/schemas';
import { databaseOf, prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import { parseJson } from '../db/values';
import { pow10 } from './money';

/** Every key's row, compiled once: a payment reads them all. */
const everySetting = prepared([], (db) => db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [...SETTINGS_KEYS]));

/** The settings' change counter (migration 028), compiled once: read on every request that reads the settings. */
const settingsVersion = prepared([], (db) => db.selectFrom('settings_version').select('version').where('id', '=', 1));

/**
 * Every setting as last read outside a database transaction, with the change counter read before it,
 * per database (its adapter: the database, its transactions and a call's handle share it). Only a read
 * outside a transaction is kept: it saw committed rows (on SQLite a read during an open group commit is
 * answered only once the group committed, db/groupCommit.ts), while a transaction may see its own change
 * and then roll back, leaving the counter where it was for another change to reach.
 */
const lastEvery = new WeakMap<object, { version: string; values: Readonly<SettingsValues> }>();

/**
 * Typed reader of the platform settings. A missing key, or a stored value that does not match the
 * key's schema, reads as the key's empty value (EMPTY_SETTINGS): "missing keys are empty".
 *
 * All of them (the default): the change counter first, then the rows only when it moved since they were
 * last read. The counter is read before the rows, so rows kept with a counter are never older than it:
 * a change committed in between is newer than the kept counter, and the next read sees the counter move.
 */
export const readSettings = async (db: Kysely<Database>, keys: readonly SettingsKey[] = SETTINGS_KEYS): Promise<SettingsValues> => {
  if (keys !== SETTINGS_KEYS || db.isTransaction) return settingsOf(db, keys);
  const database = databaseOf(db);
  const [counter] = await settingsVersion(db, {});
  const version = counter ? String(counter.version) : undefined;
  const kept = lastEvery.get(database);
  if (kept && kept.version === version) return { ...kept.values };
  const values = await settingsOf(db, keys);
  if (version !== undefined) lastEvery.set(database, { version, values: Object.freeze({ ...values }) });
  return values;
};

/** The rows of `keys`, read now. */
const settingsOf = async (db: Kysely<Database>, keys: readonly SettingsKey[]): Promise<SettingsValues> => {
  const rows = keys === SETTINGS_KEYS ? await everySetting(db, {}) : await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', [...keys]).execute();
  const out: SettingsValues = { ...EMPTY_SETTINGS };
  const assign = <K extends SettingsKey>(key: K, value: string) => {
    out[key] = storedValue(key, value);
  };
  for (const row of rows) assign(row.key as SettingsKey, row.value);
  return out;
};

/** Freezes a value and everything in it (a settings value read once is shared by every later reading of the same text). */
const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
};

/**
 * The last stored text of each key and what it read as. Every payment reads all the settings from the
 * database (an administrator's change on any instance holds for the next request); only parsing and
 * checking the same text again is skipped. The values are frozen, so no reader can change them.
 */
const lastRead = new Map<SettingsKey, { text: string; value: unknown }>();

/** A stored value of a key as its schema reads it; one that does not match reads as the key's empty value. */
const storedValue = <K extends SettingsKey>(key: K, value: string): SettingsValues[K] => {
  const last = lastRead.get(key);
  if (last && last.text === value) return last.value as SettingsValues[K];
  const parsed = SETTINGS_VALUE_SCHEMAS[key].safeParse(parseJson<unknown>(value, undefined));
  const read = deepFreeze(parsed.success ? (parsed.data as SettingsValues[K]) : EMPTY_SETTINGS[key]);
  lastRead.set(key, { text: value, value: read });
  return read;
};

/** One setting's row, compiled once (a manager's every transaction read reads the log date). */
const oneSetting = prepared(['key'], (db, p: { key: string }) => db.selectFrom('settings').select('value').where('key', '=', p.key));

/** One setting, read and checked alone (a hot path that needs only it); the same rules as readSettings. */
export const readSetting = async <K extends SettingsKey>(db: Kysely<Database>, key: K): Promise<SettingsValues[K]> => {
  const [row] = await oneSetting(db, { key });
  return row ? storedValue(key, row.value) : EMPTY_SETTINGS[key];
};

/** Decimal text → minor units, rounding the given way when it has more decimals than the sub-unit. */
export const decimalToMinor = (decimal: string, subUnit: number, rounding: 'floor' | 'ceil'): bigint | null => {
  const m = /^(\d{1,18})(?:\.(\d+))?$/.exec(decimal.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  const kept = frac.slice(0, subUnit).padEnd(subUnit, '0');
  let v = BigInt(m[1] ?? '0') * pow10(subUnit) + BigInt(kept || '0');
  if (rounding === 'ceil' && /[1-9]/.test(frac.slice(subUnit))) v += 1n;
  return v;
};

export type AmountLimits = { min: bigint | null; max: bigint | null; minText: string | null; maxText: string | null };

/**
 * Amount boundaries of a currency kind, in minor units of the transaction currency: the settings give
 * {min, max} in units of the currency of the payment; an empty value means no limit on that side.
 */
export const amountLimits = (settings: SettingsValues, currencyType: string, subUnit: number): AmountLimits => {
  const b = currencyType === 'crypto' ? settings.crypto_transaction_amount_boundaries : settings.fiat_transaction_amount_boundaries;
  const min = b.min ? decimalToMinor(b.min, subUnit, 'ceil') : null;
  const max = b.max ? decimalToMinor(b.max, subUnit, 'floor') : null;
  return { min, max, minText: b.min || null, maxText: b.max || null };
};

/** Whether a currency may be opened as a new account: the enabled list, or every currency when the list is empty. */
export const currencyEnabled = (settings: SettingsValues, currency: string, currencyType: string): boolean => {
  const list = currencyType === 'crypto' ? settings.portal_crypto_currencies_enabled : settings.portal_fiat_currencies_enabled;
  return list.length === 0 || list.includes(currency);
};

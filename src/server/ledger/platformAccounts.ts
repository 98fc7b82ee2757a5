import type { Kysely } from 'kysely';
import { databaseOf } from '../db/prepared';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';
import { currencyInfo } from './currencies';

/** The platform's own accounts, one per role and currency. */
export const PLATFORM_ROLES = ['fees', 'settlement', 'exchange', 'clearing'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];
export type PlatformAccounts = Record<PlatformRole, number>;

/**
 * Platform account ids already read, per database and currency. A platform account is never
 * deleted and its role and currency never change (the unique index holds one per pair), so once read
 * its id stays right for every process sharing the database. Only what a read outside a database
 * transaction returned is kept: that is committed (on SQLite, a read during an open group commit resolves
 * only once the group committed), while a transaction's read may see accounts it created and then rolls back.
 */
const known = new WeakMap<object, Map<string, PlatformAccounts>>();

/**
 * The four platform accounts of a currency, created when missing (the unique index on
 * (platform_role, currency) makes a concurrent creation harmless).
 */
export const ensurePlatformAccounts = async (db: Kysely<Database>, currency: string, at: Date = new Date()): Promise<PlatformAccounts> => {
  const cached = known.get(databaseOf(db))?.get(currency);
  if (cached) return cached;
  const accounts = await findOrCreate(db, currency, at);
  if (!db.isTransaction) {
    let byCurrency = known.get(databaseOf(db));
    if (!byCurrency) known.set(databaseOf(db), (byCurrency = new Map()));
    byCurrency.set(currency, Object.freeze(accounts));
  }
  return accounts;
};

const findOrCreate = async (db: Kysely<Database>, currency: string, at: Date): Promise<PlatformAccounts> => {
  // By the unique (platform_role, currency) index: four lookups, whatever the number of customer accounts
  // (owner_kind and currency alone have no index and scanned every account of the bank on each payment).
  const find = () =>
    db.selectFrom('bank_accounts').select(['id', 'platform_role']).where('platform_role', 'in', PLATFORM_ROLES).where('currency', '=', currency).where('owner_kind', '=', 'platform').execute();
  let rows = await find();
  if (rows.length < PLATFORM_ROLES.length) {
    const info = currencyInfo(currency);
    const now = nowIso(at);
    for (const role of PLATFORM_ROLES) {
      if (rows.some((r) => r.platform_role === role)) continue;
      await db
        .insertInto('bank_accounts')
        .values({
          company_id: null, owner_kind: 'platform', platform_role: role, currency, currency_type: info.type, sub_unit: info.subUnit,
          name: `Platform ${role} ${currency}`, selected: 0, disabled_protocols: '[]', portal_service_active: 0,
          balance: '0', reserved: '0', created_at: now, updated_at: now,
        })
        .onConflict((oc) => oc.columns(['platform_role', 'currency']).doNothing())
        .execute();
    }
    rows = await find();
  }
  const out: Partial<PlatformAccounts> = {};
  for (const r of rows) if (r.platform_role && (PLATFORM_ROLES as readonly string[]).includes(r.platform_role)) out[r.platform_role as PlatformRole] = r.id;
  for (const role of PLATFORM_ROLES) if (out[role] === undefined) throw new Error(`Platform ${role} account of ${currency} is missing`);
  return out as PlatformAccounts;
};

import { type Kysely, sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { walletCreateBody } from '../../../contract/calls/forms';
import type { Wallet } from '../../../contract/entities';
import { type CryptoCurrency, type CryptoNetwork } from '../../../contract/enums';
import { likePattern } from '../../db/like';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { fieldError, notFound } from '../../domain/errors';
import { offsetOf } from '../../http/paging';
import { networksOf } from './drafts';
import { ownWallet } from './queries';

export type WalletFilter = { network?: string | undefined; currency?: string | undefined; search?: string | undefined };
type WalletRow = { id: number; name: string; currency: string; network: string; wallet: string; created_at: string };

const toWallet = (r: WalletRow): Wallet => ({ id: r.id, name: r.name, currency: r.currency as CryptoCurrency, network: r.network as CryptoNetwork, wallet: r.wallet, created_at: r.created_at });

const filtered = (db: Kysely<Database>, companyId: number, f: WalletFilter) => {
  let q = db.selectFrom('wallets').where('company_id', '=', companyId);
  if (f.network) q = q.where('network', '=', f.network);
  if (f.currency) q = q.where('currency', '=', f.currency);
  const term = f.search?.trim();
  if (term) {
    // Case-insensitive on name or address (document 1 section 5); % and _ are literal.
    const p = likePattern(term);
    q = q.where((eb) => eb.or([sql<SqlBool>`lower(name) like ${p} escape '!'`, sql<SqlBool>`lower(wallet) like ${p} escape '!'`]));
  }
  return q;
};

/** One page of the company's saved wallets, by name then id, and how many match. */
export const listWallets = async (db: Kysely<Database>, companyId: number, f: WalletFilter, page: number, perPage: number): Promise<{ data: Wallet[]; total: number }> => {
  const count = await filtered(db, companyId, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const total = Number(count?.n ?? 0);
  const rows = await filtered(db, companyId, f)
    .select(['id', 'name', 'currency', 'network', 'wallet', 'created_at'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(perPage)
    .offset(offsetOf(page, perPage))
    .execute();
  return { data: rows.map(toWallet), total };
};

/** Runs after the checks and before the write: the one-time code of the call (http/route.ts). */
type BeforeWrite = () => Promise<void>;

/** Saves a wallet; the same address on the same network twice is refused. */
export const createWallet = async (db: Kysely<Database>, companyId: number, b: z.output<typeof walletCreateBody>, at: Date, beforeWrite: BeforeWrite): Promise<Wallet> => {
  const network = b.network ?? networksOf(b.currency)[0];
  if (!network) throw fieldError('currency', 'The selected currency is invalid.');
  const same = await db.selectFrom('wallets').select('id').where('company_id', '=', companyId).where('network', '=', network).where(sql<SqlBool>`lower(wallet) = ${b.wallet.toLowerCase()}`).executeTakeFirst();
  if (same) throw fieldError('wallet', 'This wallet address is already saved.');
  await beforeWrite();
  const now = nowIso(at);
  const row = await db
    .insertInto('wallets')
    .values({ company_id: companyId, name: b.name, currency: b.currency, network, wallet: b.wallet, created_at: now, updated_at: now })
    .returning(['id', 'name', 'currency', 'network', 'wallet', 'created_at'])
    .executeTakeFirstOrThrow();
  return toWallet(row);
};

/** Deletes an own wallet (another company's answers 404). Past withdrawals keep the address in their details. */
export const deleteWallet = async (db: Kysely<Database>, companyId: number, id: number, beforeWrite: BeforeWrite): Promise<void> => {
  if (!(await ownWallet(db, companyId, id))) throw notFound('Wallet not found.');
  await beforeWrite();
  const r = await db.deleteFrom('wallets').where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
  if (Number(r.numDeletedRows) === 0) throw notFound('Wallet not found.');
};

import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { WalletsTable } from '../../db/schemaDomain';

export type WalletRow = Selectable<WalletsTable>;

/** A saved wallet of the company (a crypto payment's destination), or undefined. */
export const ownWallet = (db: Kysely<Database>, companyId: number, id: number): Promise<WalletRow | undefined> =>
  db.selectFrom('wallets').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();

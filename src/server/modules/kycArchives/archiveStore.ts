import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ArchiveRow } from './archiveResource';

/** The `archives` table: KYC file archive requests and their zip. */

export const countArchives = async (db: Kysely<Database>): Promise<number> => Number((await db.selectFrom('archives').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0);

export const newestArchives = (db: Kysely<Database>, page: number, perPage: number): Promise<ArchiveRow[]> =>
  db.selectFrom('archives').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(perPage).offset((page - 1) * perPage).execute();

export const archiveById = (db: Kysely<Database>, id: number): Promise<ArchiveRow | undefined> => db.selectFrom('archives').selectAll().where('id', '=', id).executeTakeFirst();

export const insertArchive = (db: Kysely<Database>, values: Insertable<Database['archives']>): Promise<ArchiveRow> => db.insertInto('archives').values(values).returningAll().executeTakeFirstOrThrow();

export const updateArchive = async (db: Kysely<Database>, id: number, values: Updateable<Database['archives']>): Promise<void> => {
  await db.updateTable('archives').set(values).where('id', '=', id).execute();
};

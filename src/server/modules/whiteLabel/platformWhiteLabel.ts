import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { WhiteLabelsTable } from '../../db/schemaDomain';

export type WhiteLabelRow = Selectable<WhiteLabelsTable>;

/** The platform default white label (company_id null): the branding of the whole deployment. */
export const platformWhiteLabel = (db: Kysely<Database>): Promise<WhiteLabelRow | undefined> =>
  db.selectFrom('white_labels').selectAll().where('company_id', 'is', null).orderBy('id').limit(1).executeTakeFirst();

import type { Kysely } from 'kysely';
import { WHITE_LABEL_IMAGE_COLUMNS } from '../../../contract/enums';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { filesOf } from '../../storage/fileStore';
import { ownImageFile, removeImageFile, whiteLabelImageUrl } from './images';
import type { WhiteLabelScope } from './whiteLabelScope';

/** Whether any white label or document still shows the file (a company's copy shares the defaults' files). */
export const stillUsed = async (db: Kysely<Database>, fileName: string): Promise<boolean> => {
  const url = whiteLabelImageUrl(fileName);
  const record = await db
    .selectFrom('white_labels')
    .select('id')
    .where((eb) => eb.or(WHITE_LABEL_IMAGE_COLUMNS.map((column) => eb(column, '=', url))))
    .executeTakeFirst();
  if (record) return true;
  return (await db.selectFrom('white_label_documents').select('id').where('file_name', '=', fileName).executeTakeFirst()) !== undefined;
};

/**
 * Removes the files a write stopped showing, once committed: only this scope's own uploads, and only
 * when no white label or document shows them any more.
 */
export const releaseImages = async (ctx: AppContext, scope: WhiteLabelScope, urls: ReadonlyArray<string | null>): Promise<void> => {
  for (const url of urls) {
    const fileName = url ? await ownImageFile(filesOf(ctx), scope, url) : null;
    // Awaited: the answer of the save comes once the replaced file is gone.
    if (fileName && !(await stillUsed(ctx.db, fileName))) await removeImageFile(filesOf(ctx), fileName);
  }
};

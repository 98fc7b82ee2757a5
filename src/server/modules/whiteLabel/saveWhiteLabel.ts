import type { z } from 'zod';
import type { whiteLabelBody } from '../../../contract/calls/payloads';
import { WHITE_LABEL_IMAGE_COLUMNS, type Theme, type WhiteLabelImageColumn } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { filesOf } from '../../storage/fileStore';
import { checkImageRef } from './images';
import { claimUploads } from './pendingUploads';
import type { WhiteLabelRow } from './platformWhiteLabel';
import { DEFAULT_WHITE_LABEL_NAME } from './whiteLabelResource';
import { effectiveWhiteLabel, ensureWhiteLabel, type WhiteLabelScope } from './whiteLabelScope';

export type WhiteLabelUpdate = {
  fields: z.output<typeof whiteLabelBody>;
  /** Undefined keeps the stored theme (only the platform default has one). */
  theme: Theme | undefined;
  /** Image columns the request named: a blank value clears one; an absent column keeps its image. */
  namedImages: ReadonlySet<WhiteLabelImageColumn>;
};

/** The fields the update changed (for the activity log) and the images it no longer shows (their files may go). */
export type WhiteLabelSaved = { row: WhiteLabelRow; changed: string[]; replacedImages: Array<string | null> };

const TEXT_FIELDS = ['name', 'primary_color', 'secondary_color', 'support_email'] as const;

/**
 * Saves the scope's white label (creating it the first time). An image column takes only the image it
 * already shows or one this scope uploaded. cache_set_at moves to now on every save, so portals that
 * cached the old branding can tell it changed.
 */
export const saveWhiteLabel = (ctx: AppContext, scope: WhiteLabelScope, update: WhiteLabelUpdate): Promise<WhiteLabelSaved> =>
  ctx.db.transaction().execute(async (trx) => {
    const now = nowIso(ctx.now());
    const shown = (await effectiveWhiteLabel(trx, scope)).row;
    const images: Partial<Record<WhiteLabelImageColumn, string | null>> = {};
    for (const column of WHITE_LABEL_IMAGE_COLUMNS) {
      if (!update.namedImages.has(column)) continue;
      const value = update.fields[column] ?? null;
      if (value !== null) await checkImageRef(filesOf(ctx), scope, column, value, shown?.[column] ?? null);
      images[column] = value;
    }
    const before = await ensureWhiteLabel(trx, scope, now, DEFAULT_WHITE_LABEL_NAME);
    const values = {
      name: update.fields.name,
      primary_color: update.fields.primary_color,
      secondary_color: update.fields.secondary_color,
      support_email: update.fields.support_email,
      ...images,
      ...(update.theme && scope.companyId === null ? { theme: update.theme } : {}),
      cache_set_at: now,
      updated_at: now,
    };
    await trx.updateTable('white_labels').set(values).where('id', '=', before.id).execute();
    const row = await trx.selectFrom('white_labels').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    // The uploads it now shows are saved: out of the unsaved-upload quota, kept by their cleanup job.
    await claimUploads(trx, WHITE_LABEL_IMAGE_COLUMNS.map((column) => row[column]));
    const compared = [...TEXT_FIELDS, ...WHITE_LABEL_IMAGE_COLUMNS, 'theme'] as const;
    const replacedImages = WHITE_LABEL_IMAGE_COLUMNS.filter((column) => before[column] !== row[column]).map((column) => before[column]);
    return { row, changed: compared.filter((key) => (shown?.[key] ?? null) !== row[key]), replacedImages };
  });

import type { z } from 'zod';
import type { whiteLabelBody } from '../../../contract/calls/payloads';
import { WHITE_LABEL_IMAGE_COLUMNS, type Theme, type WhiteLabelImageColumn } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { platformWhiteLabel, type WhiteLabelRow } from './platformWhiteLabel';

export type WhiteLabelUpdate = {
  fields: z.output<typeof whiteLabelBody>;
  /** Undefined keeps the stored theme. */
  theme: Theme | undefined;
  /** Image columns the request named: a blank value clears one; an absent column keeps its image. */
  namedImages: ReadonlySet<WhiteLabelImageColumn>;
};

/**
 * Saves the platform default white label (creating it the first time). cache_set_at moves to now, so
 * portals that cached the old branding can tell it changed.
 */
export const updatePlatformWhiteLabel = (ctx: AppContext, update: WhiteLabelUpdate): Promise<WhiteLabelRow> =>
  ctx.db.transaction().execute(async (trx) => {
    const now = nowIso(ctx.now());
    const images: Partial<Record<WhiteLabelImageColumn, string | null>> = {};
    for (const column of WHITE_LABEL_IMAGE_COLUMNS) if (update.namedImages.has(column)) images[column] = update.fields[column] ?? null;
    const values = {
      name: update.fields.name,
      primary_color: update.fields.primary_color,
      secondary_color: update.fields.secondary_color,
      support_email: update.fields.support_email,
      ...images,
      ...(update.theme ? { theme: update.theme } : {}),
      cache_set_at: now,
      updated_at: now,
    };
    const existing = await platformWhiteLabel(trx);
    if (existing) {
      await trx.updateTable('white_labels').set(values).where('id', '=', existing.id).execute();
    } else {
      await trx.insertInto('white_labels').values({ company_id: null, theme: null, background_url: null, favicon_url: null, logo_url: null, dark_logo_url: null, ...values, created_at: now }).execute();
    }
    const saved = await platformWhiteLabel(trx);
    if (!saved) throw new Error('The platform white label was not saved');
    return saved;
  });

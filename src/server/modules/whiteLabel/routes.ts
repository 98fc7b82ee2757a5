import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { THEMES } from '../../../contract/enums';
import { fieldError } from '../../domain/errors';
import { invalidInput } from '../../domain/invalidInput';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { deploymentTheme } from './deploymentTheme';
import { WHITE_LABEL_MEDIA_PATH, whiteLabelImageFile } from './images';
import { registerManagerWhiteLabelRoutes } from './managerRoutes';
import { documentsPage, getSettings, namedImageColumns, publicBranding, type SettingsAnswer, updateDocumentCall, updateSettings, uploadDocumentImage, uploadImage } from './settingsCalls';
import { storedTheme, whiteLabelResource } from './whiteLabelResource';
import { DEFAULT_SCOPE } from './whiteLabelScope';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// The contract's white label body has no theme (the manager's company white label must not pick one);
// the admin call reads it beside the body until the contract gives the admin call its own body.
const themeField = z.object({ theme: z.enum(THEMES, { error: 'The selected theme is invalid.' }).optional() });

/**
 * The public branding call, the admin calls of the platform default white label and (managerRoutes)
 * a company's own. The deployment has one brand: the platform row's, or KONTOR_THEME when set. Every
 * caller gets the same public answer, so a visitor cannot switch brands and nobody sees a company's
 * own white label through it (a company's white label brands its documents; decisions.md).
 */
export const registerWhiteLabelRoutes = (app: FastifyInstance): void => {
  const pinned = deploymentTheme();

  // The type is the one the server gave the file after sniffing its bytes; the browser may not guess another.
  app.get<{ Params: { file: string } }>(`${WHITE_LABEL_MEDIA_PATH}:file`, async (req, reply) => {
    const { type, file } = await whiteLabelImageFile(app.kontor, req.params.file);
    return reply
      .type(type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=3600')
      .header('content-length', String(file.size))
      .send(file.stream);
  });

  registerCall(app, 'whiteLabel.public', async ({ ctx }) => ({ data: await publicBranding(ctx, pinned) }));

  const answer: SettingsAnswer = (row) => ({ ...whiteLabelResource(row, storedTheme(row)), inherited: false, theme_locked: pinned !== null });

  registerCall(app, 'admin.whiteLabel.get', async ({ ctx }) => getSettings(ctx, DEFAULT_SCOPE, answer));

  registerCall(app, 'admin.whiteLabel.update', async ({ ctx, req, auth, body }) => {
    const parsed = themeField.safeParse(isRecord(req.body) ? req.body : {});
    if (!parsed.success) throw invalidInput(parsed.error);
    const theme = parsed.data.theme;
    if (pinned && theme && theme !== pinned) throw fieldError('theme', `The theme is fixed by the deployment (${pinned}).`);
    return updateSettings({ ctx, req, auth }, DEFAULT_SCOPE, { fields: body, theme, namedImages: namedImageColumns(req.body) }, answer);
  });

  registerCall(app, 'admin.whiteLabel.uploadImage', async ({ ctx, req, auth }) => uploadImage({ ctx, req, auth }, DEFAULT_SCOPE));
  registerCall(app, 'admin.whiteLabel.documents', async ({ ctx, req, query }) => {
    const { data, total } = await documentsPage(ctx, DEFAULT_SCOPE, query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'admin.whiteLabel.documentsUpdate', async ({ ctx, req, auth, body }) => updateDocumentCall({ ctx, req, auth }, DEFAULT_SCOPE, body));
  registerCall(app, 'admin.whiteLabel.documentsUploadImage', async ({ ctx, req, auth }) => uploadDocumentImage({ ctx, req, auth }, DEFAULT_SCOPE));

  registerManagerWhiteLabelRoutes(app, pinned);
};

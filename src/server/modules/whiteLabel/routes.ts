import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { THEMES, WHITE_LABEL_IMAGE_COLUMNS } from '../../../contract/enums';
import { fieldError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { zodToHttpError } from '../../http/zodErrors';
import { deploymentTheme } from './deploymentTheme';
import { platformWhiteLabel } from './platformWhiteLabel';
import { updatePlatformWhiteLabel } from './updatePlatformWhiteLabel';
import { storedTheme, whiteLabelResource } from './whiteLabelResource';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// The contract's white label body has no theme (the manager's company white label must not pick one);
// the admin call reads it beside the body until the contract gives the admin call its own body.
const themeField = z.object({ theme: z.enum(THEMES, { error: 'The selected theme is invalid.' }).optional() });

/**
 * The public branding call and the admin calls of the platform default white label. The deployment has
 * one brand: the platform row's, or KONTOR_THEME when set. Every caller gets the same answer, so a
 * visitor cannot switch brands and nobody sees a company's own white label through it.
 */
export const registerWhiteLabelRoutes = (app: FastifyInstance): void => {
  const pinned = deploymentTheme();

  registerCall(app, 'whiteLabel.public', async ({ ctx }) => {
    const row = await platformWhiteLabel(ctx.db);
    return { data: whiteLabelResource(row, pinned ?? storedTheme(row)) };
  });

  registerCall(app, 'admin.whiteLabel.get', async ({ ctx }) => {
    const row = await platformWhiteLabel(ctx.db);
    return { data: { ...whiteLabelResource(row, storedTheme(row)), theme_locked: pinned !== null } };
  });

  registerCall(app, 'admin.whiteLabel.update', async ({ ctx, req, body }) => {
    const raw = isRecord(req.body) ? req.body : {};
    const parsed = themeField.safeParse(raw);
    if (!parsed.success) throw zodToHttpError(parsed.error);
    const theme = parsed.data.theme;
    if (pinned && theme && theme !== pinned) throw fieldError('theme', `The theme is fixed by the deployment (${pinned}).`);
    const namedImages = new Set(WHITE_LABEL_IMAGE_COLUMNS.filter((column) => Object.hasOwn(raw, column)));
    const row = await updatePlatformWhiteLabel(ctx, { fields: body, theme, namedImages });
    return { data: { ...whiteLabelResource(row, storedTheme(row)), theme_locked: pinned !== null }, message: 'White label updated successfully.' };
  });
};

import type { FastifyInstance } from 'fastify';
import type { Theme } from '../../../contract/enums';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { platformWhiteLabel } from './platformWhiteLabel';
import { documentsPage, getSettings, namedImageColumns, type SettingsAnswer, updateDocumentCall, updateSettings, uploadDocumentImage, uploadImage } from './settingsCalls';
import { storedTheme, whiteLabelResource } from './whiteLabelResource';
import { whiteLabelCompany, type WhiteLabelScope } from './whiteLabelScope';
import type { AuthState } from '../../context';

/**
 * A company's own white label (manager/company/white-label...): managers and readers read it, managers
 * change it (the route refuses readers), and only with the company's white-label feature. Until the
 * company saves its own, it reads the platform defaults (inherited). It never picks the brand theme.
 */
export const registerManagerWhiteLabelRoutes = (app: FastifyInstance, pinned: Theme | null): void => {
  const scopeOf = (auth: AuthState): WhiteLabelScope => ({ companyId: whiteLabelCompany(auth).id });

  registerCall(app, 'manager.whiteLabel.get', async ({ ctx, auth }) => {
    const scope = scopeOf(auth);
    const theme = pinned ?? storedTheme(await platformWhiteLabel(ctx.db));
    const answer: SettingsAnswer = (row, inherited) => ({ ...whiteLabelResource(row, theme), inherited, theme_locked: true });
    return getSettings(ctx, scope, answer);
  });

  registerCall(app, 'manager.whiteLabel.update', async ({ ctx, req, auth, body }) => {
    const scope = scopeOf(auth);
    const theme = pinned ?? storedTheme(await platformWhiteLabel(ctx.db));
    const answer: SettingsAnswer = (row, inherited) => ({ ...whiteLabelResource(row, theme), inherited, theme_locked: true });
    return updateSettings({ ctx, req, auth }, scope, { fields: body, theme: undefined, namedImages: namedImageColumns(req.body) }, answer);
  });

  registerCall(app, 'manager.whiteLabel.uploadImage', async ({ ctx, req, auth }) => uploadImage({ ctx, req, auth }, scopeOf(auth)));
  registerCall(app, 'manager.whiteLabel.documents', async ({ ctx, req, auth, query }) => {
    const { data, total } = await documentsPage(ctx, scopeOf(auth), query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'manager.whiteLabel.documentsUpdate', async ({ ctx, req, auth, body }) => updateDocumentCall({ ctx, req, auth }, scopeOf(auth), body));
  registerCall(app, 'manager.whiteLabel.documentsUploadImage', async ({ ctx, req, auth }) => uploadDocumentImage({ ctx, req, auth }, scopeOf(auth)));
};

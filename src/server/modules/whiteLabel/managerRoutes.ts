import type { FastifyInstance } from 'fastify';
import type { Theme } from '../../../contract/enums';
import { paginationMeta } from '../../http/paging';
import { registerCall } from '../../http/route';
import { companySettingsAnswer, documentsPage, getSettings, namedImageColumns, updateDocumentCall, updateSettings, uploadDocumentImage, uploadImage } from './settingsCalls';
import { whiteLabelCompany, type WhiteLabelScope } from './whiteLabelScope';
import type { AuthState } from '../../context';

/**
 * A company's own white label (manager/company/white-label...): managers and readers read it, managers
 * change it (the route refuses readers), and only with the company's white-label feature. Until the
 * company saves its own, it reads the platform defaults (inherited). It never picks the brand theme.
 */
export const registerManagerWhiteLabelRoutes = (app: FastifyInstance, pinned: Theme | null): void => {
  const scopeOf = (auth: AuthState): WhiteLabelScope => ({ companyId: whiteLabelCompany(auth).id });

  registerCall(app, 'manager.whiteLabel.get', async ({ ctx, auth }) => getSettings(ctx, scopeOf(auth), await companySettingsAnswer(ctx, pinned)));
  registerCall(app, 'manager.whiteLabel.update', async ({ ctx, req, auth, body }) =>
    updateSettings({ ctx, req, auth }, scopeOf(auth), { fields: body, theme: undefined, namedImages: namedImageColumns(req.body) }, await companySettingsAnswer(ctx, pinned)));

  registerCall(app, 'manager.whiteLabel.uploadImage', async ({ ctx, req, auth }) => uploadImage({ ctx, req, auth }, scopeOf(auth)));
  registerCall(app, 'manager.whiteLabel.documents', async ({ ctx, req, auth, query }) => {
    const { data, total } = await documentsPage(ctx, scopeOf(auth), query);
    return { data, meta: paginationMeta(req, query.page, query.per_page, total) };
  });
  registerCall(app, 'manager.whiteLabel.documentsUpdate', async ({ ctx, req, auth, body }) => updateDocumentCall({ ctx, req, auth }, scopeOf(auth), body));
  registerCall(app, 'manager.whiteLabel.documentsUploadImage', async ({ ctx, req, auth }) => uploadDocumentImage({ ctx, req, auth }, scopeOf(auth)));
};

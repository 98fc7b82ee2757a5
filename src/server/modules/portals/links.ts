import type { Kysely, Selectable } from 'kysely';
import type { PortalServicesMap } from '../../../contract/entities';
import type { PortalServiceProvider } from '../../../contract/enums';
import { decryptSecret, encryptSecret } from '../../auth/secrets';
import type { AppContext, AuthState, CompanyRow } from '../../context';
import type { Database } from '../../db/schema';
import type { PortalLinksTable } from '../../db/schemaDomain/portals';
import { nowIso, parseJson } from '../../db/values';
import { fieldError, forbidden } from '../../domain/errors';
import { companyFeature } from '../bankAccounts/queries';
import { companyById, updateCompany } from '../companies/queries';
import { requireCompany } from '../company/access';
import type { RemoteSignUp } from './provider';

export type LinkRow = Selectable<PortalLinksTable>;

export const PORTAL_MESSAGES = {
  feature: 'The portals feature is not enabled for your company.',
  notAllowed: 'This portal service is not available for your company.',
  notLinked: 'Your company is not signed up at this portal service.',
  companyFirst: 'Sign the company up at this portal service first.',
  ruleNotFound: 'Automatic transfer not found.',
  ruleExists: 'An automatic transfer already exists for this remote account.',
  remoteAccount: 'The remote account was not found at this portal service.',
  currency: 'The remote account holds another currency than the selected account.',
  ruleStopped: 'Automatic transfer stopped.',
} as const;

/** The caller's company when it has the portals feature and the service is allowed for it (403 otherwise). */
export const portalCompany = (auth: AuthState, service: PortalServiceProvider): CompanyRow => {
  const company = requireCompany(auth);
  assertPortalService(company, service);
  return company;
};

/** The company has the portals feature and the service is allowed for it (403 otherwise). */
export const assertPortalService = (company: CompanyRow, service: PortalServiceProvider): void => {
  assertPortals(company);
  const services = parseJson<PortalServicesMap>(company.portal_services, {});
  if (services[service]?.is_allowed !== true) throw forbidden(PORTAL_MESSAGES.notAllowed);
};

/** The company has the portals feature (403 otherwise). */
export const assertPortals = (company: CompanyRow): void => {
  if (!companyFeature(company, 'portals')) throw forbidden(PORTAL_MESSAGES.feature);
};

export const companyLink = (db: Kysely<Database>, companyId: number, service: string): Promise<LinkRow | undefined> =>
  db.selectFrom('portal_links').selectAll().where('company_id', '=', companyId).where('service', '=', service).where('kind', '=', 'company').where('user_id', '=', 0).executeTakeFirst();

export const employeeLink = (db: Kysely<Database>, companyId: number, service: string, userId: number): Promise<LinkRow | undefined> =>
  db.selectFrom('portal_links').selectAll().where('company_id', '=', companyId).where('service', '=', service).where('kind', '=', 'employee').where('user_id', '=', userId).executeTakeFirst();

/** The company's link, or 422 naming the service: nothing to reach at the remote portal yet. */
export const requireCompanyLink = async (ctx: AppContext, company: CompanyRow, service: PortalServiceProvider): Promise<LinkRow> => {
  const link = await companyLink(ctx.db, company.id, service);
  if (!link) throw fieldError('service', PORTAL_MESSAGES.notLinked);
  return link;
};

export const tokenOf = (ctx: AppContext, link: LinkRow): string => decryptSecret(ctx.appKey, link.token_enc);

/** Stores (or renews) a sign-up: the remote token sealed under the server key, the remote user as given. */
export const saveLink = async (
  db: Kysely<Database>,
  appKey: Buffer,
  l: { companyId: number; service: PortalServiceProvider; kind: 'company' | 'employee'; userId: number },
  s: RemoteSignUp,
  at: Date,
): Promise<void> => {
  const now = nowIso(at);
  const values = { remote_id: s.remoteId, token_enc: encryptSecret(appKey, s.token), remote_user: JSON.stringify(s.user), updated_at: now };
  await db
    .insertInto('portal_links')
    .values({ company_id: l.companyId, service: l.service, kind: l.kind, user_id: l.userId, ...values, created_at: now })
    .onConflict((oc) => oc.columns(['company_id', 'service', 'kind', 'user_id']).doUpdateSet(values))
    .execute();
};

/** After the company's sign-up the service is attached (is_attached) in the company's portal services map. */
export const markAttached = async (db: Kysely<Database>, company: CompanyRow, service: PortalServiceProvider, at: Date): Promise<void> => {
  const fresh = await companyById(db, company.id);
  const services = parseJson<PortalServicesMap>(fresh?.portal_services ?? company.portal_services, {});
  if (services[service]?.is_attached === true) return;
  const next: PortalServicesMap = { ...services, [service]: { is_attached: true, is_allowed: services[service]?.is_allowed ?? true } };
  await updateCompany(db, company.id, { portal_services: JSON.stringify(next), updated_at: nowIso(at) });
};

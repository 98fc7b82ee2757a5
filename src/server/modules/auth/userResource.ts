import type { Company, PortalServicesMap, User } from '../../../contract/entities';
import type { AppContext, CompanyRow, UserRow } from '../../context';
import { bool, parseJson } from '../../db/values';
import { twoFactorSetupRequired } from '../../auth/twoFactorPolicy';
import { companyRef, countAffiliates } from '../companies/queries';

export const companyResource = (company: CompanyRow, owner: { id: number; name: string } | null): Company => ({
  id: company.id,
  name: company.name,
  enabled: bool(company.enabled),
  enabled_features: parseJson(company.features, {}),
  psp_portal_attached: bool(company.psp_portal_attached),
  white_label_enabled: bool(company.white_label_enabled),
  legal_type: company.legal_type as Company['legal_type'],
  company_types: parseJson(company.company_types, []),
  affiliate_owner_company: owner,
  portal_services: parseJson(company.portal_services, {}),
  payment_service_status: company.payment_service_status as Company['payment_service_status'],
  two_factor_required: bool(company.two_factor_required),
});

/** The company's portal services with whether it has signed up at each (a company link at the remote portal). */
const portalServicesOf = async (ctx: AppContext, company: CompanyRow): Promise<PortalServicesMap> => {
  const services = parseJson<PortalServicesMap>(company.portal_services, {});
  const signedUp = new Set((await ctx.db.selectFrom('portal_links').select('service').where('company_id', '=', company.id).where('kind', '=', 'company').execute()).map((l) => l.service));
  return Object.fromEntries(Object.entries(services).map(([service, state]) => [service, { ...state, is_signed_up: signedUp.has(service) }]));
};

export const avatarUrl = (user: UserRow): string | null => (user.avatar_path ? `/media/avatars/${user.avatar_path}` : null);

/** The user as the portal reads it (document 1 section 3 "User"). */
export const userResource = async (ctx: AppContext, user: UserRow, company: CompanyRow | null): Promise<User> => {
  const owner = company?.affiliate_owner_company_id ? await companyRef(ctx.db, company.affiliate_owner_company_id) : null;
  const affiliates = company ? await countAffiliates(ctx.db, company.id) : 0;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    avatar: avatarUrl(user),
    livechat_token: user.livechat_token,
    roles: [{ slug: user.role as User['roles'][number]['slug'] }],
    company: company ? companyResource(company, owner) : null,
    portal_services: company ? await portalServicesOf(ctx, company) : {},
    two_factor_auth: { google: bool(user.totp_enabled) },
    two_factor_setup_required: await twoFactorSetupRequired(ctx, user, company),
    is_compliance_trackings_required: bool(user.compliance_required),
    is_compliance_trackings_preparing: bool(user.compliance_preparing),
    user_lead_id: user.user_lead_id,
    affiliates: { count: affiliates },
  };
};

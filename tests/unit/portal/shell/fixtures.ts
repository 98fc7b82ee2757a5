import type { AuthToken, Company, User } from '../../../../src/contract/entities';
import type { RoleSlug, Theme } from '../../../../src/contract/enums';
import type { AccessContext } from '../../../../src/portal/providers/accessContext';
import { buildAccessContext } from '../../../../src/portal/providers/buildAccessContext';

/** Acme Trading GmbH of the demo data: enabled, every feature, PSP attached, white label on. */
export const acme = (overrides: Partial<Company> = {}): Company => ({
  id: 1,
  name: 'Acme Trading GmbH',
  enabled: true,
  enabled_features: { affiliation: true, crypto: true, portals: true, psp_portal: true, create_accounts: true },
  psp_portal_attached: true,
  white_label_enabled: true,
  legal_type: 'company',
  company_types: ['REGULAR', 'WHITE_LABEL'],
  affiliate_owner_company: null,
  portal_services: { free_market: { is_attached: true, is_allowed: true }, bcb: { is_attached: false, is_allowed: true } },
  payment_service_status: 'ACTIVE',
  ...overrides,
});

export const makeUser = (slug: RoleSlug, overrides: Partial<User> = {}): User => ({
  id: 10,
  first_name: 'Demo',
  last_name: slug,
  email: `${slug}@kontor.test`,
  avatar: null,
  livechat_token: null,
  roles: [{ slug }],
  company: slug.startsWith('manager') ? acme() : null,
  portal_services: slug.startsWith('manager') ? acme().portal_services : {},
  two_factor_auth: { google: slug.startsWith('manager') },
  is_compliance_trackings_required: false,
  is_compliance_trackings_preparing: false,
  user_lead_id: null,
  affiliates: { count: 0 },
  ...overrides,
});

export const makeToken = (access = 'access-1', secondsLeft = 1800): AuthToken => ({
  access_token: access,
  expires_in: secondsLeft,
  expires_at: Math.floor(Date.now() / 1000) + secondsLeft,
  expires_date: new Date(Date.now() + secondsLeft * 1000).toISOString(),
  token_type: 'Bearer',
});

export const ctxOf = (user: User | null, options: { theme?: Theme; adminTokenStored?: boolean } = {}): AccessContext =>
  buildAccessContext({ user, authenticated: user !== null, ...options });

/** The users the tests of access, guards and menus are written against (document 1 section 6). */
export const scenarios = {
  signedOut: ctxOf(null),
  superAdmin: ctxOf(makeUser('super-admin')),
  admin: ctxOf(makeUser('admin')),
  manager: ctxOf(makeUser('manager')),
  reader: ctxOf(makeUser('manager-reader')),
  individual: ctxOf(
    makeUser('manager', {
      company: acme({ legal_type: 'individual', enabled_features: { crypto: true }, psp_portal_attached: false, white_label_enabled: false, portal_services: {} }),
      portal_services: {},
      two_factor_auth: { google: false },
    }),
  ),
  disabledCompany: ctxOf(makeUser('manager', { company: acme({ enabled: false }) })),
  complianceRequired: ctxOf(
    makeUser('manager', { company: acme({ enabled: false }), two_factor_auth: { google: false }, is_compliance_trackings_required: true }),
  ),
  secondTheme: ctxOf(makeUser('manager'), { theme: 'assets' }),
} satisfies Record<string, AccessContext>;

/** A context with some fields changed (a gate switched off, say). */
export const withCtx = (base: AccessContext, changes: Partial<AccessContext>): AccessContext => ({ ...base, ...changes });

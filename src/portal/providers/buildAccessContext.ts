import type { User } from '../../contract/entities';
import { DEFAULT_THEME, LIMITED_FEATURES_SERVICE_TYPE, NODE_TYPE, PORTAL_SERVICE_PROVIDERS, type Theme } from '../../contract/enums';
import type { AccessContext } from './accessContext';
import { roleOf } from './roles';

export type AccessContextInput = {
  /** The stored user; ignored (signed out) unless `authenticated`. */
  user: User | null;
  authenticated: boolean;
  theme?: Theme;
  adminTokenStored?: boolean;
};

/** The access context of a user (pure): signed out, or what the user and their company allow. */
export const buildAccessContext = ({ user, authenticated, theme = DEFAULT_THEME, adminTokenStored = false }: AccessContextInput): AccessContext => {
  const signedIn = authenticated ? user : null;
  const company = signedIn?.company ?? null;
  const features = company?.enabled_features ?? {};
  const limitedFeatures = company?.company_types.includes(LIMITED_FEATURES_SERVICE_TYPE) ?? false;
  const services = signedIn?.portal_services ?? {};
  return {
    role: roleOf(signedIn),
    companyEnabled: company?.enabled ?? false,
    individual: company?.legal_type === 'individual',
    twoFactor: signedIn?.two_factor_auth.google ?? false,
    twoFactorSetupRequired: (signedIn?.two_factor_setup_required ?? false) && !(signedIn?.two_factor_auth.google ?? false),
    // Document 1 section 6: compliance tracking is not required for the limited-features company type.
    complianceRequired: !limitedFeatures && (signedIn?.is_compliance_trackings_required ?? false),
    compliancePreparing: !limitedFeatures && (signedIn?.is_compliance_trackings_preparing ?? false),
    features: {
      affiliation: features.affiliation ?? false,
      crypto: features.crypto ?? false,
      portals: features.portals ?? false,
      psp_portal: features.psp_portal ?? false,
      create_accounts: features.create_accounts ?? false,
    },
    pspPortalAttached: company?.psp_portal_attached ?? false,
    whiteLabelEnabled: company?.white_label_enabled ?? false,
    affiliated: company?.affiliate_owner_company != null,
    limitedFeatures,
    theme,
    adminTokenStored: signedIn !== null && adminTokenStored,
    nodeType: NODE_TYPE,
    portalServices: PORTAL_SERVICE_PROVIDERS.filter((service) => services[service]?.is_attached && services[service]?.is_allowed),
    usablePortalServices: PORTAL_SERVICE_PROVIDERS.filter((service) => services[service]?.is_attached && services[service]?.is_allowed && services[service]?.is_signed_up),
  };
};

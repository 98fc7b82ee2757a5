import type { RoleSlug, Theme } from '../../contract/enums';

/** Everything access decisions depend on: canAccess, route guards and menus are pure functions of it. */
export type AccessContext = {
  role: RoleSlug | null;
  /** The company is enabled. */
  companyEnabled: boolean;
  individual: boolean;
  twoFactor: boolean;
  complianceRequired: boolean;
  compliancePreparing: boolean;
  features: {
    affiliation: boolean;
    crypto: boolean;
    portals: boolean;
    psp_portal: boolean;
    create_accounts: boolean;
  };
  pspPortalAttached: boolean;
  whiteLabelEnabled: boolean;
  /** The company has an affiliate owner. */
  affiliated: boolean;
  /** Limited-features PSP company type. */
  limitedFeatures: boolean;
  theme: Theme;
  /** An admin token is kept in reserve (acting as a user). */
  adminTokenStored: boolean;
  nodeType: 'ROOT' | 'SUB' | 'MIXED';
};

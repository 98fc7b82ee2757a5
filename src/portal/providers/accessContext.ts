import type { NodeType, PortalServiceProvider, RoleSlug, Theme } from '../../contract/enums';

/** Everything access decisions depend on: canAccess, route guards and menus are pure functions of it. */
export type AccessContext = {
  /** null: not signed in (no token, an expired one, or one of another release). */
  role: RoleSlug | null;
  /** The company is enabled. */
  companyEnabled: boolean;
  individual: boolean;
  twoFactor: boolean;
  /** The two-factor policy requires a second factor the user has not set up: only the profile is open (issue 42). */
  twoFactorSetupRequired: boolean;
  /** Compliance tracking is required (never for the limited-features company type). */
  complianceRequired: boolean;
  /** Compliance tracking is being prepared (never for the limited-features company type). */
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
  nodeType: NodeType;
  /** Portal services the company is attached to and allowed to use, in the enum's order. */
  portalServices: readonly PortalServiceProvider[];
  /** Of those, the ones the company has signed up at: a portal withdrawal can go through them. */
  usablePortalServices: readonly PortalServiceProvider[];
};

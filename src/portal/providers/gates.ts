import { DEFAULT_THEME, REDUCED_THEME } from '../../contract/enums';
import type { AccessContext } from './accessContext';

/**
 * The conditions of document 1 sections 2.6 and 6, each a predicate of the access context. canAccess
 * and the menus share them, so a menu entry and the page behind it agree.
 */
export const gates = {
  /** The company is enabled. */
  companyEnabled: (ctx: AccessContext) => ctx.companyEnabled,
  individualOrTwoFactor: (ctx: AccessContext) => ctx.individual || ctx.twoFactor,
  twoFactor: (ctx: AccessContext) => ctx.twoFactor,
  /** The company gate of most manager routes and data: an enabled company, and an individual or two-factor. */
  company: (ctx: AccessContext) => ctx.companyEnabled && (ctx.individual || ctx.twoFactor),
  /** Compliance tracking required or being prepared: the user belongs on profile.verifications. */
  complianceActive: (ctx: AccessContext) => ctx.complianceRequired || ctx.compliancePreparing,
  complianceNotRequired: (ctx: AccessContext) => !(ctx.complianceRequired || ctx.compliancePreparing),
  crypto: (ctx: AccessContext) => ctx.features.crypto,
  whiteLabel: (ctx: AccessContext) => ctx.whiteLabelEnabled,
  portals: (ctx: AccessContext) => ctx.features.portals,
  affiliation: (ctx: AccessContext) => ctx.features.affiliation,
  pspPortal: (ctx: AccessContext) => ctx.features.psp_portal,
  pspPortalAttached: (ctx: AccessContext) => ctx.features.psp_portal && ctx.pspPortalAttached,
  affiliated: (ctx: AccessContext) => ctx.affiliated,
  limitedFeatures: (ctx: AccessContext) => ctx.limitedFeatures,
  rootNode: (ctx: AccessContext) => ctx.nodeType === 'ROOT',
  adminTokenStored: (ctx: AccessContext) => ctx.adminTokenStored,
  firstTheme: (ctx: AccessContext) => ctx.theme === DEFAULT_THEME,
  secondTheme: (ctx: AccessContext) => ctx.theme === REDUCED_THEME,
} as const satisfies Record<string, (ctx: AccessContext) => boolean>;

export type GateName = keyof typeof gates;

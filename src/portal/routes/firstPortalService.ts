import type { PortalServiceProvider, Theme } from '../../contract/enums';
import type { AccessContext } from '../providers/accessContext';

/**
 * "The default service differs by theme" (document 1 section 2.3) without naming them: each theme
 * defaults to the provider its brand launched with (project decision).
 */
const THEME_DEFAULT_SERVICE: Record<Theme, PortalServiceProvider> = {
  kontor: 'free_market',
  assets: 'bcb',
  meridian: 'currency_cloud',
  harbor: 'openpayd',
};

/** The first portal service the company is attached to, else the theme's default service. */
export const firstPortalService = (ctx: AccessContext): PortalServiceProvider => ctx.portalServices[0] ?? THEME_DEFAULT_SERVICE[ctx.theme];

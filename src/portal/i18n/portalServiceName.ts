import { PORTAL_SERVICE_PROVIDERS, type PortalServiceProvider } from '../../contract/enums';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const isPortalService = (value: unknown): value is PortalServiceProvider => typeof value === 'string' && (PORTAL_SERVICE_PROVIDERS as readonly string[]).includes(value);

/**
 * A portal service as people read it: the provider's display name (app.portals.services) for a code
 * such as free_market; anything that is not a portal service's code comes back as it is.
 */
export const portalServiceName = (translate: Translate, value: string): string =>
  isPortalService(value) ? translate(`app.portals.services.${value}`, { _: value }) : value;

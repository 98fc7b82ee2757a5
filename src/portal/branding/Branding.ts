import { DEFAULT_THEME, type Theme } from '../../contract/enums';
import { BRANDS } from '../theme/brands';
import type { WhiteLabelRecord } from './whiteLabelRecord';

/** The product name before (or without) a white label. */
export const DEFAULT_PRODUCT_NAME = 'Kontor';

/** What the portal shows of the deployment's branding: the white label over its brand theme's defaults. */
export type Branding = {
  name: string;
  theme: Theme;
  /** White-label colours over the brand palette; null keeps the brand's. */
  primaryColor: string | null;
  secondaryColor: string | null;
  lightLogo: string;
  darkLogo: string;
  favicon: string;
  backgroundUrl: string | null;
  supportEmail: string | null;
  cacheSetAt: string | null;
};

export const resolveBranding = (record: WhiteLabelRecord | null): Branding => {
  const brand = BRANDS[record?.theme ?? DEFAULT_THEME];
  return {
    name: record?.name ?? DEFAULT_PRODUCT_NAME,
    theme: brand.name,
    primaryColor: record?.primary_color ?? null,
    secondaryColor: record?.secondary_color ?? null,
    lightLogo: record?.logo_url ?? brand.logo,
    // A bank's own logo beats the generic brand mark, even when it has no dark variant.
    darkLogo: record?.dark_logo_url ?? record?.logo_url ?? brand.darkLogo,
    favicon: record?.favicon_url ?? brand.favicon,
    backgroundUrl: record?.background_url ?? null,
    supportEmail: record?.support_email ?? null,
    cacheSetAt: record?.cache_set_at ?? null,
  };
};

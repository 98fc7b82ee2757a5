export { BrandingProvider } from './BrandingProvider';
export { BrandLogo } from './BrandLogo';
export { SupportEmailLink } from './SupportEmailLink';
export { brandName } from './brandingStore';
export { useBranding, type BrandingView } from './useBranding';
export { useBrandThemes } from './useBrandThemes';
export type { Branding } from './Branding';

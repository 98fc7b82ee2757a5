import { useMemo, useSyncExternalStore } from 'react';
import { brandFor, createBrandThemes, type BrandThemes } from '../theme';
import { currentBranding, subscribeBranding } from './brandingStore';

/** The light and dark themes of the deployment's brand, with its white-label colours. */
export const useBrandThemes = (): BrandThemes => {
  const { theme, primaryColor, secondaryColor } = useSyncExternalStore(subscribeBranding, currentBranding);
  return useMemo(() => createBrandThemes(brandFor(theme), { primary: primaryColor, secondary: secondaryColor }), [theme, primaryColor, secondaryColor]);
};

import { useTheme } from '@mui/material/styles';
import { useMemo, useSyncExternalStore } from 'react';
import type { Branding } from './Branding';
import { currentBranding, subscribeBranding } from './brandingStore';
import { refreshBranding } from './refreshBranding';

export type BrandingView = Branding & {
  /** The logo for the colour scheme in use: the dark logo in dark mode. */
  logo: string;
  /** Reloads the white label past its cache (after an admin saved it). */
  refresh: () => Promise<void>;
};

const refresh = () => refreshBranding({ force: true });

/** The deployment's branding: product name, brand theme, colours, logo, favicon and support e-mail. */
export const useBranding = (): BrandingView => {
  const branding = useSyncExternalStore(subscribeBranding, currentBranding);
  const dark = useTheme().palette.mode === 'dark';
  return useMemo(() => ({ ...branding, logo: dark ? branding.darkLogo : branding.lightLogo, refresh }), [branding, dark]);
};

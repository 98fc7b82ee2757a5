import { useTheme } from '@mui/material/styles';
import { useGetOne } from 'react-admin';
import type { WhiteLabelSettings } from '../../contract/entities';
import { canAccess } from '../providers/canAccess';
import { useBranding } from '../branding/useBranding';
import { useAccessContext } from '../providers/useAccessContext';
import { WHITE_LABEL_ID, WHITE_LABEL_RESOURCE } from '../whiteLabel/whiteLabelApi';

export type PrintBrand = { name: string; logo: string | null; color: string };

/**
 * The brand on paper: the company's own white label (name, logo, primary colour) where it has one
 * the user may read, otherwise the deployment's; the light logo, for white paper. A company label
 * without a logo of its own has none (the deployment's logo names another brand).
 */
export const usePrintBrand = (): PrintBrand => {
  const branding = useBranding();
  const theme = useTheme();
  const companyLabel = canAccess(useAccessContext(), 'white-label', 'show');
  const { data } = useGetOne<WhiteLabelSettings & { id: string }>(
    WHITE_LABEL_RESOURCE.manager,
    { id: WHITE_LABEL_ID },
    { enabled: companyLabel, retry: false, staleTime: 5 * 60_000 },
  );
  const own = companyLabel && data ? data : null;
  return {
    name: own?.name || branding.name,
    logo: own ? own.logo_url || null : branding.lightLogo,
    color: own?.primary_color || branding.primaryColor || theme.palette.primary.main,
  };
};

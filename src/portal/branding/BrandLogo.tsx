import { Box, type SxProps, type Theme } from '@mui/material';
import { useBranding } from './useBranding';

type BrandLogoProps = { height: number; sx?: SxProps<Theme> };

/** The deployment's logo for the colour scheme in use; its text alternative is the product name. */
export const BrandLogo = ({ height, sx }: BrandLogoProps) => {
  const { logo, name } = useBranding();
  return <Box component="img" src={logo} alt={name} sx={[{ height, width: 'auto', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]} />;
};

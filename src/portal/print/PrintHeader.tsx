import { Box, Typography } from '@mui/material';
import { usePrintBrand } from './usePrintBrand';

/**
 * The brand above a printed element, on paper only (PrintStyles): its logo, which carries its name (a
 * wordmark), or else its name in its colour; never both, and never another brand's logo (issue 43:
 * "Kontor Kontor").
 */
export const PrintHeader = () => {
  const brand = usePrintBrand();
  return (
    <Box data-print-only data-print-brand sx={{ borderBottom: `3px solid ${brand.color}`, pb: 1, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {brand.logo ? (
          <Box component="img" src={brand.logo} alt={brand.name} sx={{ height: 40, width: 'auto' }} />
        ) : (
          <Typography component="span" variant="h6" data-print-brand sx={{ color: brand.color, fontWeight: 700 }}>{brand.name}</Typography>
        )}
      </Box>
    </Box>
  );
};

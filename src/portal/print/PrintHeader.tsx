import { Box, Typography } from '@mui/material';
import { usePrintBrand } from './usePrintBrand';

/** The company's logo and name in its colour above a printed element; on paper only (PrintStyles). */
export const PrintHeader = () => {
  const brand = usePrintBrand();
  return (
    <Box data-print-only sx={{ borderBottom: `3px solid ${brand.color}`, pb: 1, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box component="img" src={brand.logo} alt="" sx={{ height: 40, width: 'auto' }} />
        <Typography component="span" variant="h6" sx={{ color: brand.color, fontWeight: 700 }}>{brand.name}</Typography>
      </Box>
    </Box>
  );
};

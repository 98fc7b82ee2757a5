import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Brand, BrandColors } from './brands';

const overrides = (colors: BrandColors, brand: Brand): RaThemeOptions => ({
  palette: {
    primary: { main: colors.primary },
    secondary: { main: colors.secondary },
    background: { default: colors.background, paper: colors.paper },
  },
  shape: { borderRadius: brand.borderRadius },
  typography: { fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans JP", sans-serif' },
  components: {
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: colors.appBar, color: '#ffffff' } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
  },
});

/** The light and dark themes of a brand, on top of react-admin's defaults. */
export const createBrandThemes = (brand: Brand): { light: RaThemeOptions; dark: RaThemeOptions } => ({
  light: deepmerge(defaultLightTheme, overrides(brand.light, brand)),
  dark: deepmerge(defaultDarkTheme, overrides(brand.dark, brand)),
});

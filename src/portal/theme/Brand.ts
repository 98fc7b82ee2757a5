import type { Theme } from '../../contract/enums';

/** The colours of a brand in one colour scheme. */
export type BrandPalette = {
  primary: string;
  secondary: string;
  background: string;
  paper: string;
  text: string;
  textSecondary: string;
  divider: string;
  appBar: string;
  appBarText: string;
};

/** System fonts only: nothing is downloaded, so the portal renders the same offline and under a strict CSP. */
export type BrandTypography = {
  body: string;
  heading: string;
  headingWeight: number;
  headingLetterSpacing: string;
  buttonTransform: 'none' | 'uppercase';
  buttonLetterSpacing: string;
};

/**
 * How the app bar sets itself apart from the page: a rule in the accent colour, a flat tinted band,
 * a double rule, or a stripe of the two brand colours along its top edge.
 */
export type AppBarStyle = 'rule' | 'flat' | 'doubleRule' | 'stripe';

/** How cards stand on the page: lifted by a shadow, outlined, or outlined with a rule in the primary colour on top. */
export type SurfaceStyle = 'raised' | 'outlined' | 'ruled';

/** A brand theme: the themes of both colour schemes derive from it (createBrandThemes). */
export type Brand = {
  name: Theme;
  /** Logo for light surfaces, logo for dark ones and favicon, served from public/. */
  logo: string;
  darkLogo: string;
  favicon: string;
  light: BrandPalette;
  dark: BrandPalette;
  typography: BrandTypography;
  borderRadius: number;
  buttonRadius: number;
  appBar: AppBarStyle;
  /** Which brand colour draws the app bar's accent (rule or stripe). */
  appBarAccent: 'primary' | 'secondary';
  surface: SurfaceStyle;
};

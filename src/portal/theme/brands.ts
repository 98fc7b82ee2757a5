import type { Theme } from '../../contract/enums';

/** The colours a brand chooses for one colour scheme. */
export type BrandColors = {
  primary: string;
  secondary: string;
  background: string;
  paper: string;
  appBar: string;
};

/** A white-label brand: a new brand is one more entry here, the themes derive from it. */
export type Brand = {
  name: Theme;
  /** Served from public/. */
  logo: string;
  light: BrandColors;
  dark: BrandColors;
  borderRadius: number;
};

export const kontorBrand: Brand = {
  name: 'kontor',
  logo: '/kontor-logo.svg',
  light: { primary: '#1d4ed8', secondary: '#b7892f', background: '#f4f6fb', paper: '#ffffff', appBar: '#0f1f3d' },
  dark: { primary: '#7aa2ff', secondary: '#e0b658', background: '#0d1321', paper: '#151d2e', appBar: '#0a0f1a' },
  borderRadius: 10,
};

/** Only the first theme exists yet; the other enum values fall back to it. */
export const BRANDS: Partial<Record<Theme, Brand>> = { kontor: kontorBrand };

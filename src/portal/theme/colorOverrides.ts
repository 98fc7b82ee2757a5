import { darken, getContrastRatio, getLuminance, lighten } from '@mui/material/styles';
import type { ColorScheme } from '../../contract/enums';
import type { Brand, BrandPalette } from './Brand';

/** White-label colours; null or absent keeps the brand's own. */
export type ColorOverrides = { primary?: string | null; secondary?: string | null };

/** Primary carries text (links, outlined buttons): WCAG AA for text. Secondary marks accents: the ratio for graphics. */
const MIN_CONTRAST = { primary: 4.5, secondary: 3 } as const;

/** `#abc` or `#aabbcc` as lower-case `#aabbcc`; anything else is null. */
export const normalizeHex = (value: string | null | undefined): string | null => {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) return null;
  const digits = match[1].toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
};

/** The colour, moved away from the surface (lighter on dark, darker on light) in steps until it reaches the ratio. */
const readableOn = (color: string, surface: string, minRatio: number): string => {
  const towardsLight = getLuminance(surface) < 0.5;
  let result = color;
  for (let step = 1; step <= 10 && getContrastRatio(result, surface) < minRatio; step += 1) {
    result = towardsLight ? lighten(color, step / 10) : darken(color, step / 10);
  }
  return result;
};

/**
 * The brand palette of one scheme with the white-label colours in it. The record always carries
 * colours, so one equal to the brand's own (light) colour is no override and the brand's tuned dark
 * variant stays; a real override is made readable on the scheme's surfaces.
 */
export const paletteWithOverrides = (brand: Brand, scheme: ColorScheme, overrides: ColorOverrides = {}): BrandPalette => {
  const palette = brand[scheme];
  const pick = (key: 'primary' | 'secondary'): string => {
    const override = normalizeHex(overrides[key]);
    if (!override || override === normalizeHex(brand.light[key])) return palette[key];
    return readableOn(override, palette.paper, MIN_CONTRAST[key]);
  };
  return { ...palette, primary: pick('primary'), secondary: pick('secondary') };
};

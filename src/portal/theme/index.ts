import type { Theme } from '../../contract/enums';
import { activeTheme } from './activeTheme';
import type { Brand } from './Brand';
import { BRANDS } from './brands';

export type { Brand, BrandPalette } from './Brand';
export { BRANDS } from './brands';
export { createBrandThemes, type BrandThemes } from './createBrandThemes';
export type { ColorOverrides } from './colorOverrides';

/** A brand by name; without one, the brand this deployment runs under. */
export const brandFor = (name: Theme = activeTheme()): Brand => BRANDS[name];

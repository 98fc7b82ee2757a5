import type { Theme } from '../../contract/enums';
import { assetsBrand } from './brands/assets';
import { harborBrand } from './brands/harbor';
import { kontorBrand } from './brands/kontor';
import { meridianBrand } from './brands/meridian';
import type { Brand } from './Brand';

/** Every brand theme of the enum; a new brand is one more file in brands/ and one entry here. */
export const BRANDS: Record<Theme, Brand> = {
  kontor: kontorBrand,
  assets: assetsBrand,
  meridian: meridianBrand,
  harbor: harborBrand,
};

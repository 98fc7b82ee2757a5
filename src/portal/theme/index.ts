import { DEFAULT_THEME, type Theme } from '../../contract/enums';
import { BRANDS, kontorBrand, type Brand } from './brands';
import { createBrandThemes } from './createBrandThemes';

export const brandFor = (name: Theme = DEFAULT_THEME): Brand => BRANDS[name] ?? kontorBrand;

export const brandThemes = (name: Theme = DEFAULT_THEME) => createBrandThemes(brandFor(name));

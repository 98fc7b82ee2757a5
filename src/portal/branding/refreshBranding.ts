import { resolveBranding } from './Branding';
import { setBranding } from './brandingStore';
import { loadWhiteLabel, type LoadWhiteLabelOptions } from './loadWhiteLabel';

/** Loads the white label (cache rules of loadWhiteLabel) and makes it the current branding. */
export const refreshBranding = async (options: LoadWhiteLabelOptions = {}): Promise<void> => {
  setBranding(resolveBranding(await loadWhiteLabel(options)));
};

import type { Theme } from '../../contract/enums';
import { themeOrDefault } from '../../contract/whiteLabelRecord';

/** The brand of this deployment, as the branding loader published it on <html data-brand>. */
export const activeTheme = (): Theme => themeOrDefault(typeof document === 'undefined' ? undefined : document.documentElement.dataset.brand);

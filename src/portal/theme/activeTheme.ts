import { DEFAULT_THEME, THEMES, type Theme } from '../../contract/enums';

const isTheme = (value: unknown): value is Theme => typeof value === 'string' && (THEMES as readonly string[]).includes(value);

/** The brand of this deployment, as the branding loader published it on <html data-brand>. */
export const activeTheme = (): Theme => {
  const published = typeof document === 'undefined' ? undefined : document.documentElement.dataset.brand;
  return isTheme(published) ? published : DEFAULT_THEME;
};

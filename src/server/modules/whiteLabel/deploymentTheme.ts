import { THEMES, type Theme } from '../../../contract/enums';
import { isTheme } from '../../../contract/whiteLabelRecord';

/**
 * The brand a deployment is pinned to with KONTOR_THEME: it wins over the stored theme for every caller.
 * A misspelt value stops the start, rather than quietly showing another bank's brand.
 */
export const deploymentTheme = (env: NodeJS.ProcessEnv = process.env): Theme | null => {
  const value = env.KONTOR_THEME?.trim();
  if (!value) return null;
  if (!isTheme(value)) throw new Error(`KONTOR_THEME must be one of ${THEMES.join(', ')} (got "${value}").`);
  return value;
};

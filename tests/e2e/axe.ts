import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rules of axe-core (A and AA of 2.0, 2.1 and 2.2). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG 2.2 AA violations of the page as it is shown, one line each: rule, impact, help and the first
 * elements. axe runs in the page itself (legacy mode): the portal has no frames, and the default mode
 * opens a blank page per check to merge frame results, which doubled a check's time on a loaded machine.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
};

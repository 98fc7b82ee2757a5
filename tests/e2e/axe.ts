import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rules of axe-core (A and AA of 2.0, 2.1 and 2.2). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's source, the very copy @axe-core/playwright injects (resolved from its folder). */
const AXE_SOURCE = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/** Evaluated instead of the source once a document has axe (AxeBuilder evaluates its script twice per check). */
const ALREADY_THERE = 'void 0';

/**
 * axe-core into every frame of the page that does not have it yet. The portal opens its pages inside
 * one document (tests/e2e/pageVisits.ts), so a check after the first finds axe there: AxeBuilder's
 * legacy mode would evaluate the whole source (1.4 MB) twice per check.
 */
const injectOnce = async (page: Page) => {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function').catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
};

/**
 * WCAG 2.2 AA violations of the page as it is shown, one line each: rule, impact, help and the first
 * elements. axe runs in the page itself (legacy mode): the portal has no frames, and the default mode
 * opens a blank page per check to merge frame results, which doubled a check's time on a loaded machine.
 * The source goes into each document once (injectOnce); AxeBuilder still configures axe and runs it
 * with the same context and options as before. Only the violations are asked for in full
 * (`resultTypes`): axe then keeps one node per passed or inapplicable rule instead of every node of a
 * page, and the answer sent back to the test is a few kilobytes instead of megabytes of HTML snippets
 * (`options` replaces the whole options object, so it comes before `withTags`).
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  await injectOnce(page);
  const result = await new AxeBuilder({ page, axeSource: ALREADY_THERE }).options({ resultTypes: ['violations'] }).withTags(WCAG_22_AA).setLegacyMode(true).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
};

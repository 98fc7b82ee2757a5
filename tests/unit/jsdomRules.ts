import type { EmotionCache } from '@emotion/cache';

/** Marks a sheet whose insert is already wrapped (the cache outlives the files of a worker). */
const PRUNING = Symbol.for('kontor.test.pruneUnparsableRules');

/**
 * jsdom's getComputedStyle goes through every rule of every sheet for each element it is asked about
 * (Testing Library asks for each element a role query or an accessible name looks at: hidden or not).
 * MUI writes rules for other browsers (`::-moz-placeholder`, `::-ms-input-placeholder`) and a few
 * selectors that are no CSS (`…-root$disabled`): jsdom's selector engine cannot parse them, never
 * applies them, and parses them again, throwing a SyntaxError, for every element of every such call
 * (a third to three quarters of a role query's time). Such rules are taken out of the sheet right
 * after Emotion inserts them: the computed style of every element stays what it was
 * (tests/unit/portal/theme/jsdomRulePruning.test.tsx compares). The style element keeps its text.
 */
export function pruneUnparsableRules(emotion: EmotionCache): void {
  const sheet = emotion.sheet as EmotionCache['sheet'] & { [PRUNING]?: true };
  if (sheet[PRUNING]) return;
  sheet[PRUNING] = true;
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => {
    insert(rule);
    const cssSheet = sheet.tags.at(-1)?.sheet;
    if (cssSheet) pruneRules(cssSheet);
  };
}

/** Selector text → whether jsdom's selector engine parses it (the same text always gets the same answer). */
const parsable = new Map<string, boolean>();

const parses = (selector: string): boolean => {
  let known = parsable.get(selector);
  if (known === undefined) {
    try {
      document.documentElement.matches(selector);
      known = true;
    } catch {
      known = false;
    }
    parsable.set(selector, known);
  }
  return known;
};

/** Deletes the style rules (also inside @media and other grouping rules) whose selector does not parse. */
export function pruneRules(group: CSSStyleSheet | CSSGroupingRule): number {
  let deleted = 0;
  for (let i = group.cssRules.length - 1; i >= 0; i--) {
    const rule = group.cssRules[i];
    if (rule instanceof CSSStyleRule) {
      if (!parses(rule.selectorText)) {
        group.deleteRule(i);
        deleted++;
      }
    } else if (rule instanceof CSSGroupingRule) {
      deleted += pruneRules(rule);
    }
  }
  return deleted;
}

import { createRequire } from 'node:module';

/**
 * `display`, `visibility` and `pointer-events` of an element as jsdom 29 computes them, without the
 * rest of its computed style. Testing Library asks for the first two of every element of a role query
 * and of each of its ancestors, and user-event for the third before each click; jsdom answers each time
 * by matching every rule of every sheet (MUI writes hundreds) and parsing every property of every rule
 * that matches (lib/jsdom/living/css/helpers/computed-style.js), about a sixth of a list test's time.
 *
 * Here only the rules that declare one of the three are matched, in jsdom's own order and with its own
 * matcher, specificity, `!important`, media and inline-style rules, and its values are resolved as its
 * CSSStyleDeclaration does (keywords, inheritance, initial values from its property table): the same
 * answers (tests/unit/jsdomStyles.test.ts compares every element of changing documents and of rendered
 * portal pages with jsdom's). Anything else goes to jsdom (jsdomStyles.ts).
 */
export const FAST_PROPERTIES = ['display', 'visibility', 'pointer-events'] as const;
export type FastProperty = (typeof FAST_PROPERTIES)[number];

const jsdomRequire = createRequire(createRequire(import.meta.url).resolve('jsdom'));
type RuleList = { _list: RuleImpl[] };
type StyleImpl = { getPropertyValue: (p: string) => string; getPropertyPriority: (p: string) => string; length: number };
type Subjects = { id?: string; className?: string; tag?: string }[];
type RuleImpl = { _selectorSubjects?: Subjects; selectorText?: string; style?: StyleImpl; cssRules?: RuleList; media?: { _list: unknown }; styleSheet?: { cssRules: RuleList } | null };
type SheetImpl = { cssRules: RuleList };
type DomSelector = { check: (selector: string, el: ElementImpl) => { ast: unknown; match: boolean; pseudoElement: unknown }; extractSubjects: (selector: string, xml: boolean) => Subjects };
export type ElementImpl = {
  _ownerDocument: { _getDOMSelector: () => DomSelector; styleSheets: { _list: SheetImpl[] }; contentType: string };
  _localName: string;
  getAttributeNS: (ns: null, name: string) => string | null;
  classList: { contains: (c: string) => boolean };
  _globalObject: unknown;
  parentElement: ElementImpl | null;
  style: StyleImpl;
};

const cssValues = jsdomRequire('./jsdom/living/css/helpers/css-values.js') as {
  getPropertyDefinition: (p: string) => { inherited?: string; initial?: string };
  isGlobalKeyword: (v: string) => boolean;
};
const { evaluateMediaList } = jsdomRequire('./jsdom/living/css/MediaList-impl.js') as { evaluateMediaList: (list: unknown) => boolean };
const CSSImportRule = jsdomRequire('./generated/idl/CSSImportRule.js') as { isImpl: (r: unknown) => boolean };
const CSSMediaRule = jsdomRequire('./generated/idl/CSSMediaRule.js') as { isImpl: (r: unknown) => boolean };
const CSSStyleRule = jsdomRequire('./generated/idl/CSSStyleRule.js') as { isImpl: (r: unknown) => boolean };
const { parseStyleSheet } = jsdomRequire('./jsdom/living/css/helpers/css-parser.js') as { parseStyleSheet: (text: string, globalObject: unknown) => SheetImpl };
type Spec = { value: [number, number, number] };
const Specificity = (jsdomRequire('@bramus/specificity') as { default: { calculate: (ast: unknown) => Spec[]; max: (...s: Spec[]) => Spec; compare: (a: Spec['value'], b: Spec['value']) => number } }).default;
const DEFAULT_SHEET = jsdomRequire('node:fs').readFileSync(jsdomRequire.resolve('./jsdom/browser/default-stylesheet.css'), 'utf8') as string;

const DEFINITIONS = Object.fromEntries(
  FAST_PROPERTIES.map((p) => {
    const d = cssValues.getPropertyDefinition(p);
    return [p, { inherited: d.inherited === 'yes', initial: d.initial ?? '' }];
  }),
) as Record<FastProperty, { inherited: boolean; initial: string }>;

/** The style rules of a list (jsdom's handleSheet: imported sheets and media blocks one level deep). */
const styleRules = (sheet: SheetImpl): RuleImpl[] => {
  const out: RuleImpl[] = [];
  for (const rule of sheet.cssRules._list) {
    if (CSSImportRule.isImpl(rule)) {
      if (rule.styleSheet && evaluateMediaList(rule.media?._list)) out.push(...rule.styleSheet.cssRules._list);
    } else if (CSSMediaRule.isImpl(rule)) {
      if (evaluateMediaList(rule.media?._list)) out.push(...(rule.cssRules?._list ?? []));
    } else if (CSSStyleRule.isImpl(rule)) out.push(rule);
  }
  return out;
};

const declares = (rule: RuleImpl): boolean => {
  if (!CSSStyleRule.isImpl(rule) || !rule.style || typeof rule.selectorText !== 'string') return false;
  for (const p of FAST_PROPERTIES) if (rule.style.getPropertyValue(p) !== '') return true;
  return false;
};

let defaultRules: RuleImpl[] | undefined;

/** The rules, in jsdom's order, that declare one of the three properties: the default sheet's, then the document's. */
export const relevantRules = (el: ElementImpl): RuleImpl[] => {
  defaultRules ??= styleRules(parseStyleSheet(DEFAULT_SHEET, el._globalObject)).filter(declares);
  const out = [...defaultRules];
  for (const sheet of el._ownerDocument.styleSheets._list) for (const rule of styleRules(sheet)) if (declares(rule)) out.push(rule);
  return out;
};

/**
 * Whether a rule's selector could match the element by its id, class and tag: jsdom's own first
 * filter (ruleMightMatchElement), sharing the subjects it keeps on the rule.
 */
const mightMatch = (rule: RuleImpl, el: ElementImpl, selector: DomSelector): boolean => {
  rule._selectorSubjects ??= selector.extractSubjects(rule.selectorText ?? '', el._ownerDocument.contentType !== 'text/html');
  const subjects = rule._selectorSubjects;
  if (subjects.length === 0) return true;
  const id = el.getAttributeNS(null, 'id');
  const tag = el._localName.toLowerCase();
  return subjects.some((keys) => !((keys.id && keys.id !== id) || (keys.className && !el.classList.contains(keys.className)) || (keys.tag && keys.tag.toLowerCase() !== tag)));
};

type Cascaded = { value: string; important: boolean; specificity?: Spec['value'] };

/** The declared value of each property for an element (jsdom's applyStyleSheetRules and the inline style). */
const declared = (el: ElementImpl, rules: readonly RuleImpl[]): Record<FastProperty, string> => {
  const won: Partial<Record<FastProperty, Cascaded>> = {};
  const selector = el._ownerDocument._getDOMSelector();
  for (const rule of rules) {
    const { style, selectorText } = rule;
    if (!style || selectorText === undefined || !mightMatch(rule, el, selector)) continue;
    const { ast, match, pseudoElement } = selector.check(selectorText, el);
    if (!match || pseudoElement) continue;
    for (const p of FAST_PROPERTIES) {
      const value = style.getPropertyValue(p);
      if (value === '') continue;
      const before = won[p];
      if (style.getPropertyPriority(p)) won[p] = { value, important: true, specificity: before?.specificity };
      else if (!before?.important) {
        const specificity = Specificity.max(...Specificity.calculate(ast)).value;
        if (!before?.specificity || Specificity.compare(specificity, before.specificity) >= 0) won[p] = { value, important: false, specificity };
      }
    }
  }
  const out = {} as Record<FastProperty, string>;
  for (const p of FAST_PROPERTIES) {
    const inline = el.style.getPropertyValue(p);
    const before = won[p];
    out[p] = inline !== '' && (!before?.important || el.style.getPropertyPriority(p)) ? inline : (before?.value ?? '');
  }
  return out;
};

/**
 * The three computed values of an element. `parentValues` gives its parent's (kept by the caller, so a
 * list of rows asks the cascade once per element).
 */
export const computeFast = (el: ElementImpl, rules: readonly RuleImpl[], parentValues: (parent: ElementImpl) => Record<FastProperty, string>): Record<FastProperty, string> => {
  const own = declared(el, rules);
  const out = {} as Record<FastProperty, string>;
  for (const p of FAST_PROPERTIES) {
    const { inherited, initial } = DEFINITIONS[p];
    let value = own[p];
    const parent = el.parentElement;
    // jsdom's replaceEmptyValueAndKeywords and replaceGlobalKeywords, for these keyword-valued properties.
    if (value === '') value = inherited && parent ? parentValues(parent)[p] : initial;
    else if (cssValues.isGlobalKeyword(value)) {
      if (value === 'initial') value = initial;
      else if (value === 'inherit') value = parent ? parentValues(parent)[p] : initial;
      else if (value === 'unset') value = inherited && parent ? parentValues(parent)[p] : initial;
      // 'revert' and 'revert-layer' are answered as they are.
    }
    out[p] = value;
  }
  return out;
};

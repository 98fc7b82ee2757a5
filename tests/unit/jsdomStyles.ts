import { computeFast, type ElementImpl, FAST_PROPERTIES, type FastProperty, relevantRules } from './jsdomVisibility';

/** jsdom's own getComputedStyle of a window whose function was replaced (for the tests that compare the two). */
export const JSDOM_OWN = Symbol.for('kontor.test.jsdomGetComputedStyle');

/** Marks a window whose getComputedStyle already keeps its answers. */
const CACHED = Symbol.for('kontor.test.cachedComputedStyles');

type Impl = { _version: number };
type Kept = { version: number; active: Element | null; style: CSSStyleDeclaration };
type Fast = Record<FastProperty, string>;

/** `pointerEvents` and the other names a style object is read by, to the property they stand for. */
const FAST_NAMES = new Map<string | symbol, FastProperty>([
  ['display', 'display'],
  ['visibility', 'visibility'],
  ['pointerEvents', 'pointer-events'],
  ['pointer-events', 'pointer-events'],
]);
const FAST_SET = new Set<string>(FAST_PROPERTIES);

/**
 * jsdom computes an element's style by matching every rule of every sheet (MUI writes hundreds), and
 * Testing Library asks again for each element of each query and for each ancestor of each (hidden or
 * not, in a role query and in every accessible name), as does user-event before each click
 * (pointer-events): a third of a list test's time. Two things here:
 * - `display`, `visibility` and `pointer-events`, which is all those callers read, come from
 *   jsdomVisibility.ts (only the rules that declare them are matched), kept per element while the
 *   document and the focus stay the same; any other property of the answer is jsdom's whole computed
 *   style, asked for only when read.
 * - that whole style is kept while the document stays the same: jsdom counts every change of the tree
 *   and of any attribute on the document (`_version` of its implementation, which the style of an
 *   element can only change with; the focus is part of the key as well). Style elements change the
 *   document when Emotion adds its rules to them (text nodes: Emotion is not "speedy" outside
 *   production).
 * Pseudo-elements and elements outside the document go to jsdom every time.
 * tests/unit/jsdomStyles.test.tsx checks that a change of each kind is seen at once, against jsdom's
 * own answers, on a small page and on a drawn portal page.
 */
export function cacheComputedStyles(win: Window & typeof globalThis): void {
  const marked = win as unknown as { [CACHED]?: true };
  if (marked[CACHED]) return;
  const implKey = Object.getOwnPropertySymbols(win.document).find((s) => s.description === 'impl');
  const docImpl = implKey ? (win.document as unknown as Record<symbol, Partial<Impl> | undefined>)[implKey] : undefined;
  // Another jsdom without the counter: its getComputedStyle is left as it is.
  if (!docImpl || typeof docImpl._version !== 'number') return;
  const impl = docImpl as Impl;
  marked[CACHED] = true;
  const original = win.getComputedStyle;
  (win as unknown as Record<symbol, unknown>)[JSDOM_OWN] = original;
  const kept = new WeakMap<Element, Kept>();
  /** jsdom's whole computed style of an element, kept while the document is the same. */
  const full = (elt: Element): CSSStyleDeclaration => {
    const version = impl._version;
    const active = win.document.activeElement;
    const hit = kept.get(elt);
    if (hit && hit.version === version && hit.active === active) return hit.style;
    const style = original.call(win, elt);
    kept.set(elt, { version, active, style });
    return style;
  };
  // The three properties Testing Library and user-event ask for (jsdomVisibility.ts), per element, and
  // the rules that declare them, while the document and the focus are the same.
  let fastState: { version: number; active: Element | null; rules: ReturnType<typeof relevantRules>; values: WeakMap<object, Fast> } | undefined;
  const fast = (elt: Element): Fast => {
    const version = impl._version;
    const active = win.document.activeElement;
    const el = implOf(elt);
    if (!fastState || fastState.version !== version || fastState.active !== active) fastState = { version, active, rules: relevantRules(el), values: new WeakMap() };
    const state = fastState;
    const of = (e: ElementImpl): Fast => {
      let values = state.values.get(e);
      if (!values) {
        values = computeFast(e, state.rules, of);
        state.values.set(e, values);
      }
      return values;
    };
    return of(el);
  };
  win.getComputedStyle = (elt: Element, pseudoElt?: string | null): CSSStyleDeclaration => {
    if ((pseudoElt !== undefined && pseudoElt !== null) || !(elt instanceof win.Element) || elt.ownerDocument !== win.document || !elt.isConnected) {
      return original.call(win, elt, pseudoElt);
    }
    // A style object whose three properties come from the fast path and everything else from jsdom's
    // whole computed style, asked for only when something else is read.
    let whole: CSSStyleDeclaration | undefined;
    const rest = () => (whole ??= full(elt));
    return new Proxy(Object.create(win.CSSStyleDeclaration.prototype) as CSSStyleDeclaration, {
      get: (_target, prop) => {
        const name = FAST_NAMES.get(prop);
        if (name) return fast(elt)[name];
        if (prop === 'getPropertyValue') return (p: string) => (FAST_SET.has(p) ? fast(elt)[p as FastProperty] : rest().getPropertyValue(p));
        const value: unknown = Reflect.get(rest(), prop);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(rest()) : value;
      },
      has: (_target, prop) => Reflect.has(rest(), prop),
      ownKeys: () => Reflect.ownKeys(rest()),
      getOwnPropertyDescriptor: (_target, prop) => Reflect.getOwnPropertyDescriptor(rest(), prop),
      set: () => false,
    });
  };
  /** The implementation object behind a DOM wrapper (jsdom's own symbol). */
  function implOf(elt: Element): ElementImpl {
    const found = (elt as unknown as Record<symbol, ElementImpl | undefined>)[implKey as symbol];
    if (!found) throw new Error('an element of this window without its jsdom implementation');
    return found;
  }
}

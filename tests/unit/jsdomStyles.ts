/** Marks a window whose getComputedStyle already keeps its answers. */
const CACHED = Symbol.for('kontor.test.cachedComputedStyles');

type Impl = { _version: number };
type Kept = { version: number; active: Element | null; style: CSSStyleDeclaration };

/**
 * jsdom computes an element's style by matching every rule of every sheet (MUI writes hundreds), and
 * Testing Library asks again for each element of each query and for each ancestor of each (hidden or
 * not, in a role query and in every accessible name), as does user-event before each click
 * (pointer-events): a third of a list test's time. Here an element's computed style is kept while the
 * document stays the same: jsdom counts every change of the tree and of any attribute on the document
 * (`_version` of its implementation, which the style of an element can only change with; the focus is
 * part of the key as well, although jsdom 29 applies no `:focus` rule). Style elements change the document when Emotion adds its rules to them
 * (text nodes: Emotion is not "speedy" outside production). Pseudo-elements and elements outside the
 * document go to jsdom every time. tests/unit/jsdomStyles.test.ts checks that a change of each kind is
 * seen at once.
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
  const kept = new WeakMap<Element, Kept>();
  win.getComputedStyle = (elt: Element, pseudoElt?: string | null): CSSStyleDeclaration => {
    if ((pseudoElt !== undefined && pseudoElt !== null) || !(elt instanceof win.Element) || elt.ownerDocument !== win.document || !elt.isConnected) {
      return original.call(win, elt, pseudoElt);
    }
    const version = impl._version;
    const active = win.document.activeElement;
    const hit = kept.get(elt);
    if (hit && hit.version === version && hit.active === active) return hit.style;
    const style = original.call(win, elt);
    kept.set(elt, { version, active, style });
    return style;
  };
}

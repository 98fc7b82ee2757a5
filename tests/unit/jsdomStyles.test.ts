import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

/**
 * tests/unit/setup.ts keeps jsdom's computed styles while the document stays the same
 * (jsdomStyles.ts). Each step below changes the document in one way a page does, in this file's window
 * and in a window of a fresh JSDOM without the cache, and the computed display and visibility of every
 * element must be the same in both right after the change, with no wait.
 */
const PAGE = `
  <style id="sheet">.gone { display: none } .ghost { visibility: hidden } .a + .b { display: none } #f:focus { visibility: hidden }</style>
  <div id="one" class="a">one</div><div id="two">two</div><div id="three" style="display: block">three</div>
  <input id="f"><input id="g"><div id="parent"><span id="child">child</span></div>`;

type Step = (doc: Document) => void;

const STEPS: [string, Step][] = [
  ['a class added', (doc) => doc.getElementById('two')?.classList.add('gone')],
  ['a class taken away', (doc) => doc.getElementById('two')?.classList.remove('gone')],
  ['a sibling made to match a + selector', (doc) => doc.getElementById('two')?.classList.add('b')],
  ['an element inserted between the siblings', (doc) => doc.getElementById('one')?.after(doc.createElement('p'))],
  ['an inline style changed', (doc) => doc.getElementById('three')?.setAttribute('style', 'display: none')],
  ['an inline style changed through the style object', (doc) => void ((doc.getElementById('three') as HTMLElement).style.display = 'inline')],
  ['a rule added as a text node of a style element (as Emotion does)', (doc) => doc.getElementById('sheet')?.append(doc.createTextNode('#child { visibility: hidden }'))],
  ['a new style element', (doc) => {
    const style = doc.createElement('style');
    style.textContent = '#one { display: none }';
    doc.head.append(style);
  }],
  ['a parent hidden (inherited visibility)', (doc) => doc.getElementById('parent')?.classList.add('ghost')],
  ['the focus moved onto a field', (doc) => (doc.getElementById('f') as HTMLInputElement).focus()],
  ['the focus moved away', (doc) => (doc.getElementById('g') as HTMLInputElement).focus()],
  ['a style element removed', (doc) => doc.getElementById('sheet')?.remove()],
];

const read = (doc: Document): string[] =>
  [...doc.body.querySelectorAll('*')].map((el) => {
    const style = doc.defaultView?.getComputedStyle(el);
    return `${el.id || el.tagName}: ${style?.getPropertyValue('display')} ${style?.getPropertyValue('visibility')}`;
  });

describe('the kept computed styles of the unit tests (tests/unit/jsdomStyles.ts)', () => {
  it('are in place in the unit test window', () => {
    expect(window.getComputedStyle).not.toBe(new JSDOM('').window.getComputedStyle);
  });

  it('follow every change of the document at once, as jsdom without them', () => {
    const fresh = new JSDOM(`<!doctype html><body>${PAGE}</body>`, { pretendToBeVisual: true }).window.document;
    document.body.innerHTML = PAGE;
    const sheet = document.getElementById('sheet');
    if (sheet) document.head.append(sheet);
    const freshSheet = fresh.getElementById('sheet');
    if (freshSheet) fresh.head.append(freshSheet);
    expect(read(document)).toEqual(read(fresh));
    const seen = new Set<string>();
    for (const [name, step] of STEPS) {
      // Read twice before each change: the second read is answered from what was kept.
      read(document);
      step(document);
      step(fresh);
      const after = read(document);
      expect({ name, after }).toEqual({ name, after: read(fresh) });
      seen.add(after.join('|'));
    }
    // The steps changed what is seen (each case would pass trivially otherwise).
    expect(seen.size).toBeGreaterThan(8);
  });

  it('leave elements outside the document to jsdom, whatever jsdom answers for them', () => {
    const displays = (win: Window) => {
      const detached = win.document.createElement('div');
      detached.style.display = 'none';
      const first = win.getComputedStyle(detached).getPropertyValue('display');
      detached.style.display = 'inline';
      return [first, win.getComputedStyle(detached).getPropertyValue('display')];
    };
    expect(displays(window)).toEqual(displays(new JSDOM('').window));
  });
});

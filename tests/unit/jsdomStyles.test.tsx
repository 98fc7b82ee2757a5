import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { User } from '../../src/contract/entities';
import { UserList } from '../../src/portal/users/UserList';
import { JSDOM_OWN } from './jsdomStyles';
import { signInAs } from './portal/money/renderMoneyPage';
import { bodyRows, memoryServer } from './portal/lists/memoryServer';
import { cleanUpPages, renderRoutes } from './portal/renderRoutes';
import { makeUser } from './portal/shell/fixtures';

/**
 * tests/unit/setup.ts keeps jsdom's computed styles while the document stays the same
 * (jsdomStyles.ts). Each step below changes the document in one way a page does, in this file's window
 * and in a window of a fresh JSDOM without the cache, and the computed display and visibility of every
 * element must be the same in both right after the change, with no wait.
 */
const PAGE = `
  <style id="sheet">.gone { display: none } .ghost { visibility: hidden } .a + .b { display: none } #f:focus { visibility: hidden }
    .mute { pointer-events: none } .loud { pointer-events: auto } .keep { visibility: inherit } .reset { visibility: initial; display: inherit }
    .unset { visibility: unset; display: unset } div.strong { display: flex } .strong { display: grid } .tie { display: inline-block } .tie2 { display: table }
    .imp { display: contents !important } #q::before { display: none } @media screen { .wide { display: list-item } } @media print { .wide { display: none } }</style>
  <div id="one" class="a">one</div><div id="two">two</div><div id="three" style="display: block">three</div>
  <input id="f"><input id="g"><div id="parent"><span id="child">child</span><b id="kept" class="keep">kept</b><i id="reset" class="reset">r</i><u id="unset" class="unset">u</u></div>
  <div id="q" class="strong tie">q</div><p id="w" class="wide">w</p><p id="imp" class="imp" style="display: block">imp</p><button id="btn">b</button>`;

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
  ['a parent made deaf to the pointer (inherited pointer-events)', (doc) => doc.getElementById('parent')?.classList.add('mute')],
  ['a child given the pointer back', (doc) => doc.getElementById('child')?.classList.add('loud')],
  ['two rules of the same weight, the later one winning', (doc) => doc.getElementById('q')?.classList.add('tie2')],
  ['the hidden attribute (jsdom\'s own sheet)', (doc) => doc.getElementById('btn')?.setAttribute('hidden', '')],
  ['an important inline style against an important rule', (doc) => doc.getElementById('imp')?.setAttribute('style', 'display: block !important')],
  ['an inline keyword', (doc) => doc.getElementById('w')?.setAttribute('style', 'visibility: inherit; display: initial')],
  ['a style element removed', (doc) => doc.getElementById('sheet')?.remove()],
];

const read = (doc: Document): string[] =>
  [...doc.body.querySelectorAll('*')].map((el) => {
    const style = doc.defaultView?.getComputedStyle(el);
    return `${el.id || el.tagName}: ${style?.getPropertyValue('display')} ${style?.visibility} ${style?.pointerEvents} ${style?.getPropertyValue('pointer-events')}`;
  });

/** A window of a fresh JSDOM with the page, the sheet in its head. */
const freshPage = (): Document => {
  const doc = new JSDOM(`<!doctype html><body>${PAGE}</body>`, { pretendToBeVisual: true }).window.document;
  const sheet = doc.getElementById('sheet');
  if (sheet) doc.head.append(sheet);
  return doc;
};

describe('the kept computed styles of the unit tests (tests/unit/jsdomStyles.ts)', () => {
  it('are in place in the unit test window', () => {
    expect(window.getComputedStyle).not.toBe(new JSDOM('').window.getComputedStyle);
  });

  it('follow every change of the document at once, as jsdom without them', () => {
    document.body.innerHTML = PAGE;
    const sheet = document.getElementById('sheet');
    if (sheet) document.head.append(sheet);
    expect(read(document)).toEqual(read(freshPage()));
    const seen = new Set<string>();
    for (const [i, [name, step]] of STEPS.entries()) {
      // Read twice before each change: the second read is answered from what was kept.
      read(document);
      read(document);
      step(document);
      const after = read(document);
      // jsdom's own answer: a fresh document given every change so far and read only now (jsdom keeps
      // computed styles itself and does not see a change of focus, so a document read before would
      // answer the style from before the focus moved).
      const fresh = freshPage();
      for (const [, earlier] of STEPS.slice(0, i + 1)) earlier(fresh);
      expect({ name, after }).toEqual({ name, after: read(fresh) });
      seen.add(after.join('|'));
    }
    // The steps changed what is seen (each case would pass trivially otherwise).
    expect(seen.size).toBeGreaterThan(STEPS.length - 4);
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

  it('answer display, visibility and pointer-events of every element of a drawn portal page as jsdom does', async () => {
    const users = Array.from({ length: 30 }, (_, i) => makeUser(i % 2 ? 'admin' : 'manager', { id: i + 1, first_name: `User${i + 1}`, last_name: 'Test', email: `u${i + 1}@kontor.test` })) as unknown as User[];
    signInAs('admin');
    const { dataProvider } = memoryServer(users, { searchIn: (u) => u.email });
    renderRoutes('/admin/users', { '/admin/users': <UserList /> }, { dataProvider });
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    // A menu open over the page: a backdrop, a hidden page behind it (aria-hidden), items in a popover.
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Role' }));
    await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Admin' });
    const own = (window as unknown as Record<symbol, typeof window.getComputedStyle>)[JSDOM_OWN];
    if (!own) throw new Error('no jsdom getComputedStyle kept');
    const elements = [...document.querySelectorAll('*')];
    const answers = (get: (el: Element) => CSSStyleDeclaration) => elements.map((el) => {
      const style = get(el);
      return `${el.tagName}.${el.className}: ${style.display} ${style.visibility} ${style.pointerEvents}`;
    });
    const fast = answers((el) => window.getComputedStyle(el));
    expect(fast).toEqual(answers((el) => own.call(window, el)));
    // The page has each kind of answer (the comparison covers more than one value of each).
    const joined = fast.join('\n');
    for (const part of [' none ', ' flex ', ' block ', ' hidden ', ' visible ', ' auto', 'none\n']) expect(joined).toContain(part);
    cleanUpPages();
  });
});


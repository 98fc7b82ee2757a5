import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

/**
 * tests/unit/setup.ts replaces jsdom's `label.control` and `labels` getters with faster ones
 * (jsdomLabels.ts). They must answer what jsdom answers: each case is built in this file's window and
 * in a window of a fresh JSDOM with jsdom's own getters, and every answer is compared, as positions of
 * elements in the tree.
 */
const CASES: Record<string, string> = {
  'for= to an input, a div, nothing and an empty value': `
    <label id="l1" for="a">A</label><input id="a">
    <label id="l2" for="d">D</label><div id="d"></div>
    <label id="l3" for="missing">M</label>
    <label id="l4" for="">E</label><input id="e">`,
  'a label around its control, around two, and with for= as well': `
    <label id="n1">Name <input id="n"></label>
    <label id="n2">Two <select id="s1"></select><textarea id="t1"></textarea></label>
    <label id="n3" for="b">For wins <input id="inner"></label><button id="b">B</button>`,
  'two labels of one control, in tree order, one around it': `
    <label id="x2" for="x">Second</label><label id="x1">First <input id="x"></label><label id="x3" for="x">Third</label>`,
  'a duplicated id: the first element in tree order decides': `
    <label id="dup-label" for="dup">Dup</label><div id="dup"></div><input id="dup">
    <label id="dup2-label" for="dup2">Dup 2</label><input id="dup2"><div id="dup2"></div>`,
  'hidden inputs and every labelable kind': `
    <label id="h1" for="hidden">H</label><input type="hidden" id="hidden">
    <label id="h2">H2 <input type="hidden" id="hidden2"><input id="after-hidden"></label>
    <label for="m">M</label><meter id="m"></meter><label for="o">O</label><output id="o"></output>
    <label for="p">P</label><progress id="p"></progress><label for="btn">Btn</label><button id="btn"></button>
    <label for="cb"><span>Check</span></label><input type="checkbox" id="cb">`,
  'labels inside a list of rows, as a DataTable draws them': Array.from(
    { length: 20 },
    (_, i) => `<div role="row"><label for="r${i}">Row ${i}</label><input type="checkbox" id="r${i}"><button id="open${i}">Open</button></div>`,
  ).join(''),
};

type Answers = { controls: (number | null)[]; labels: (number[] | null)[] };

const answersOf = (doc: Document): Answers => {
  const all = [...doc.body.querySelectorAll('*')];
  const at = (el: Element | null) => (el ? all.indexOf(el) : null);
  return {
    controls: [...doc.body.querySelectorAll('label')].map((l) => at(l.control)),
    labels: all
      .filter((el): el is HTMLInputElement => 'labels' in el)
      .map((el) => {
        const found = el.labels;
        return found === null ? null : [...found].map((l) => all.indexOf(l));
      }),
  };
};

const reference = (html: string, change?: (doc: Document) => void): Answers => {
  const doc = new JSDOM(`<!doctype html><body>${html}</body>`).window.document;
  change?.(doc);
  return answersOf(doc);
};

const here = (html: string, change?: (doc: Document) => void): Answers => {
  document.body.innerHTML = html;
  change?.(document);
  return answersOf(document);
};

describe('the faster label lookups of the unit tests (tests/unit/jsdomLabels.ts)', () => {
  it('are in place in the unit test window', () => {
    const own = Object.getOwnPropertyDescriptor(window.HTMLLabelElement.prototype, 'control')?.get;
    const jsdoms = Object.getOwnPropertyDescriptor(new JSDOM('').window.HTMLLabelElement.prototype, 'control')?.get;
    expect(own).toBeDefined();
    expect(own).not.toBe(jsdoms);
  });

  for (const [name, html] of Object.entries(CASES)) {
    it(`answer what jsdom answers: ${name}`, () => {
      const expected = reference(html);
      expect(expected.controls.some((c) => c !== null)).toBe(true);
      expect(here(html)).toEqual(expected);
    });
  }

  it('follow the tree as it changes: an id moved, a label removed, a control inserted before another', () => {
    const html = CASES['two labels of one control, in tree order, one around it'] ?? '';
    const changes: ((doc: Document) => void)[] = [
      (doc) => doc.getElementById('x')?.setAttribute('id', 'y'),
      (doc) => doc.getElementById('x2')?.remove(),
      (doc) => {
        const input = doc.createElement('input');
        input.id = 'x';
        doc.body.prepend(input);
      },
      (doc) => doc.getElementById('x3')?.setAttribute('for', ''),
    ];
    for (const change of changes) expect(here(html, change)).toEqual(reference(html, change));
  });

  it('leave a detached control to jsdom', () => {
    const input = document.createElement('input');
    const label = document.createElement('label');
    label.append(input);
    expect([...(input.labels ?? [])]).toEqual([label]);
    expect(label.control).toBe(input);
  });
});

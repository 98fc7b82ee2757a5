/** Marks a window whose label lookups are already replaced (the setup file runs once per test file). */
const FAST = Symbol.for('kontor.test.fastLabels');

const LABELABLE_TAGS = new Set(['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA']);
const HTML = 'http://www.w3.org/1999/xhtml';

/** A labelable element (HTML's list; form-associated custom elements are left to jsdom: the portal has none). */
const isLabelable = (el: Element | null): el is HTMLElement =>
  el !== null && el.namespaceURI === HTML && (LABELABLE_TAGS.has(el.tagName) || (el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'hidden'));

type Getter<T> = (this: T) => unknown;

const getterOf = <T>(proto: object, name: string): Getter<T> => {
  const get = Object.getOwnPropertyDescriptor(proto, name)?.get;
  if (!get) throw new Error(`jsdom has no ${name} getter to replace`);
  return get as Getter<T>;
};

/**
 * jsdom finds a control's labels by walking every node of the document and asking each one for its
 * control, and a label with `for` finds its control by walking every node again: each accessible name
 * Testing Library computes for a button or a field (every `getByRole(…, { name })`) costs the square of
 * the page's size. On a page of 100 rows that was half of a list test's time. Here `label.control`
 * with `for` takes the document's id index (getElementById: the first element with the id, in tree
 * order, as jsdom's walk), and `labels` looks only at the document's label elements, in tree order.
 * What they answer is what jsdom answers (tests/unit/jsdomLabels.test.ts compares both on the same
 * trees); in a shadow root, a detached tree or a custom element they are jsdom's own.
 */
export function speedUpLabels(win: Window & typeof globalThis): void {
  const marked = win as unknown as { [FAST]?: true };
  if (marked[FAST]) return;
  marked[FAST] = true;

  const labelProto = win.HTMLLabelElement.prototype;
  const control = getterOf<HTMLLabelElement>(labelProto, 'control');
  Object.defineProperty(labelProto, 'control', {
    configurable: true,
    enumerable: true,
    get(this: HTMLLabelElement) {
      const forValue = this.getAttribute('for');
      if (forValue === null) return control.call(this);
      if (forValue === '') return null;
      const root = this.getRootNode();
      if (!(root instanceof win.Document)) return control.call(this);
      const target = root.getElementById(forValue);
      return isLabelable(target) ? target : null;
    },
  });

  const labelables = [win.HTMLInputElement, win.HTMLButtonElement, win.HTMLSelectElement, win.HTMLTextAreaElement, win.HTMLMeterElement, win.HTMLOutputElement, win.HTMLProgressElement];
  for (const type of labelables) {
    const labels = getterOf<HTMLElement>(type.prototype, 'labels');
    Object.defineProperty(type.prototype, 'labels', {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const root = this.getRootNode();
        if (!isLabelable(this) || !(root instanceof win.Document)) return labels.call(this);
        const found: HTMLLabelElement[] = [];
        for (const label of root.getElementsByTagName('label')) if (label.control === this) found.push(label);
        return found;
      },
    });
  }
}

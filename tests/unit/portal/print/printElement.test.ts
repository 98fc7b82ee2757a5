import { afterEach, describe, expect, it, vi } from 'vitest';
import { printElement } from '../../../../src/portal/print/printElement';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('printElement', () => {
  it('prints nothing and answers false when the page has no element with that id', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    document.body.innerHTML = '<main><section id="other">x</section></main>';
    expect(printElement('transaction-7')).toBe(false);
    expect(print).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[data-print-ancestor], [data-print-target]')).toHaveLength(0);
  });

  it('marks the element and the path to it while printing, and clears the marks after printing', () => {
    let marked: string[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      marked = [...document.querySelectorAll('[data-print-ancestor]')].map((el) => el.tagName);
    });
    document.body.innerHTML = '<nav>menu</nav><main><aside>side</aside><section id="transaction-7"><p>facts</p></section></main>';
    expect(printElement('transaction-7')).toBe(true);
    expect(marked).toEqual(['HTML', 'BODY', 'MAIN']);
    expect(document.getElementById('transaction-7')?.hasAttribute('data-print-target')).toBe(true);
    expect(document.documentElement.hasAttribute('data-printing')).toBe(true);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.querySelectorAll('[data-print-ancestor], [data-print-target]')).toHaveLength(0);
    expect(document.documentElement.hasAttribute('data-printing')).toBe(false);
  });
});

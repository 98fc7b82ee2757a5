import type { Page } from '@playwright/test';

/**
 * The controls of the page a person cannot reach on this screen (issue 19): every visible button,
 * link, input, select and text area that lies, even in part, left or right of the viewport, unless
 * a container between it and the page scrolls sideways (the quick actions, a wide table in its
 * card). The document itself scrolling sideways is a finding too. One evaluate per page: the checks
 * of every route stay fast.
 */
export const unreachableControls = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
    const scrollsSideways = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.documentElement; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if ((overflowX === 'auto' || overflowX === 'scroll') && parent.scrollWidth > parent.clientWidth) return true;
      }
      return false;
    };
    const controls = document.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="combobox"]');
    for (const control of controls) {
      // react-admin's "Skip to content" waits above the page until it takes the focus.
      if (control.closest('.skip-nav-button')) continue;
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      if (scrollsSideways(control)) continue;
      const name = control.getAttribute('aria-label') ?? ((control.textContent ?? '').trim().slice(0, 40) || control.tagName);
      found.push(`${control.tagName.toLowerCase()} "${name}" lies at ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`);
    }
    return found;
  });

/**
 * Focuses the topmost field named in `fields` and scrolls it into view (document 1 section 5:
 * the page scrolls to the topmost failing field). Topmost on screen, document order between equals.
 */
export const focusFieldError = (fields: Record<string, unknown>, root: ParentNode = document): void => {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>('input[name], textarea[name], select[name]')).filter(
    (element) => element.getAttribute('name') !== null && (element.getAttribute('name') ?? '') in fields && (element as HTMLInputElement).type !== 'hidden',
  );
  const [first] = candidates.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  first.focus({ preventScroll: true });
};

/**
 * Scrolls to and focuses the topmost input named in `errors` (document 1, section 5). The inputs
 * are in the page already, so there is no need to wait for the messages to render.
 */
export const focusFirstError = (errors: Record<string, unknown>): void => {
  const inputs = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]'));
  const first = inputs.find((input) => input.name in errors && input.type !== 'hidden');
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  first.focus({ preventScroll: true });
};

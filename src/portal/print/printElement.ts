/** The element being printed, its ancestors, and the page while it prints (see PrintStyles). */
export const PRINT_ATTRIBUTES = { target: 'data-print-target', ancestor: 'data-print-ancestor', printing: 'data-printing' } as const;

const unmark = (doc: Document) => {
  doc.documentElement.removeAttribute(PRINT_ATTRIBUTES.printing);
  for (const name of [PRINT_ATTRIBUTES.target, PRINT_ATTRIBUTES.ancestor]) doc.querySelectorAll(`[${name}]`).forEach((el) => el.removeAttribute(name));
};

/**
 * Prints exactly the element with this id: it and its ancestors are marked, the print stylesheet hides
 * everything else, and the marks go once printing is over. Answers false, printing nothing, when the
 * page has no such element.
 */
export const printElement = (id: string, doc: Document = document): boolean => {
  const target = doc.getElementById(id);
  const view = doc.defaultView;
  if (!target || !view) return false;
  unmark(doc);
  target.setAttribute(PRINT_ATTRIBUTES.target, '');
  for (let el = target.parentElement; el; el = el.parentElement) el.setAttribute(PRINT_ATTRIBUTES.ancestor, '');
  doc.documentElement.setAttribute(PRINT_ATTRIBUTES.printing, '');
  view.addEventListener('afterprint', () => unmark(doc), { once: true });
  view.print();
  return true;
};

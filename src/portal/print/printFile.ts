/**
 * Prints a document file (a PDF the server made, such as a wire confirmation) without leaving the page:
 * the file opens in a hidden frame of this page, the browser's print dialog prints that frame, and the
 * frame goes once printing is over (or after a minute, whichever is first).
 */
export const printFile = (blob: Blob, doc: Document = document): HTMLIFrameElement => {
  const url = URL.createObjectURL(blob);
  const frame = doc.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'print';
  Object.assign(frame.style, { position: 'fixed', width: '0', height: '0', border: '0', right: '0', bottom: '0', visibility: 'hidden' });
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    frame.remove();
    URL.revokeObjectURL(url);
  };
  frame.addEventListener('load', () => {
    const view = frame.contentWindow;
    if (!view) return remove();
    view.addEventListener('afterprint', remove, { once: true });
    view.focus();
    view.print();
  }, { once: true });
  setTimeout(remove, 60_000);
  frame.src = url;
  doc.body.appendChild(frame);
  return frame;
};

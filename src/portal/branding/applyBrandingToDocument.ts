import type { Branding } from './Branding';

const faviconLink = (doc: Document): HTMLLinkElement => {
  const existing = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'icon';
  doc.head.appendChild(link);
  return link;
};

/**
 * What lives outside React: <html data-brand>, the favicon, and the product name that prefixes the
 * title (a page's "Name | Page" keeps its page part when the name changes).
 */
export const applyBrandingToDocument = (branding: Branding, previousName: string | null, doc: Document = document): void => {
  doc.documentElement.dataset.brand = branding.theme;
  const link = faviconLink(doc);
  if (link.getAttribute('href') !== branding.favicon) link.setAttribute('href', branding.favicon);
  if (/\.svg(\?|#|$)/i.test(branding.favicon)) link.type = 'image/svg+xml';
  else link.removeAttribute('type');
  const title = doc.title;
  if (title === '' || (previousName !== null && title === previousName)) doc.title = branding.name;
  else if (previousName !== null && title.startsWith(`${previousName} | `)) doc.title = `${branding.name}${title.slice(previousName.length)}`;
};

import { useEffect } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/**
 * The page title is the product name plus the route title (document 1, section 2.4); the page's
 * language (`<html lang>`) is the chosen one, so screen readers and hyphenation follow it.
 */
export const useDocumentTitle = (titleKey: string): void => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const product = translate('app.name');
  const title = translate(titleKey);
  useEffect(() => {
    document.title = title ? `${product} | ${title}` : product;
  }, [product, title]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
};

import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

/** The page title is the product name plus the route title (document 1, section 2.4). */
export const useDocumentTitle = (titleKey: string): void => {
  const translate = useTranslate();
  const product = translate('app.name');
  const title = translate(titleKey);
  useEffect(() => {
    document.title = title ? `${product} | ${title}` : product;
  }, [product, title]);
};

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The view scrolls to the top on navigation, unless the address has a hash: then to that element. */
export const useScrollOnNavigate = (): void => {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
      return;
    }
    // The layout scrolls the document itself; environments without scrolling (jsdom) skip it.
    document.scrollingElement?.scrollTo?.(0, 0);
  }, [pathname, hash]);
};

import { useEffect } from 'react';
import { Loading } from 'react-admin';

/** The loading class on <body> while the next page loads (document 1 section 2.4). */
export const BODY_LOADING_CLASS = 'loading';

/** Shown while a page's code loads; marks <body> meanwhile. */
export const BodyLoadingMarker = () => {
  useEffect(() => {
    document.body.classList.add(BODY_LOADING_CLASS);
    return () => document.body.classList.remove(BODY_LOADING_CLASS);
  }, []);
  return <Loading />;
};

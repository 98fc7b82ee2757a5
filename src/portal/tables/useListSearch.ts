import { useEffect, useState } from 'react';

/** How long after the last key the search is applied. */
export const SEARCH_DELAY_MS = 400;

/**
 * A list's typed search and page: the search the list sends follows what is typed after
 * SEARCH_DELAY_MS (trimmed), and a new search goes back to page 1.
 */
export const useListSearch = () => {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return { typed, setTyped, search, page, setPage };
};

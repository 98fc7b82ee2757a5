import { useEffect, useRef, useState } from 'react';

/** How long after the last key the search is applied. */
export const SEARCH_DELAY_MS = 400;

/**
 * Calls apply with value SEARCH_DELAY_MS after value last changed (and once after mount); the
 * apply of the latest render is the one called, so it sees the list's current state.
 */
export const useSettledInput = <T>(value: T, apply: (value: T) => void) => {
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
};

/**
 * A list's typed search and page: the search the list sends follows what is typed after
 * SEARCH_DELAY_MS (trimmed), and a new search goes back to page 1.
 */
export const useListSearch = () => {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useSettledInput(typed, (value) => {
    setSearch(value.trim());
    setPage(1);
  });
  return { typed, setTyped, search, page, setPage };
};

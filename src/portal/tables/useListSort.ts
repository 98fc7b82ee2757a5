import { useState } from 'react';

export type SortOrder = 'ASC' | 'DESC';

/**
 * A list's server-side sort: sortBy(field) sorts by a new field in firstOrder, and toggles the
 * order of the current one; every change goes back to page 1.
 */
export const useListSort = <F extends string = string>(initial: { field: NoInfer<F>; order: SortOrder }, setPage: (page: number) => void, firstOrder: SortOrder = 'ASC') => {
  const [sort, setSort] = useState(initial);
  const sortBy = (field: F) => {
    setSort((s) => ({ field, order: s.field === field && s.order === firstOrder ? (firstOrder === 'ASC' ? 'DESC' : 'ASC') : firstOrder }));
    setPage(1);
  };
  return { sort, sortBy };
};

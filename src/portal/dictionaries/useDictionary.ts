import { useQuery } from '@tanstack/react-query';
import { CACHE_LIFETIMES } from '../../contract/constants';
import type { DictionaryName } from '../../contract/enums';
import { callLoose } from '../providers/callApi';

/** Query key of one dictionary; shared so tests and prefetching address the same cache entry. */
export const dictionaryQueryKey = (name: DictionaryName): readonly ['dictionaries', DictionaryName] => ['dictionaries', name];

/**
 * One dictionary of GET dictionaries/{name} (document 1 section 3 "Dictionaries"), cached for
 * 30 minutes (document 2 section 9) so every form of a page shares one request.
 */
export const useDictionary = <T>(name: DictionaryName): { data: T[] | undefined; isLoading: boolean } => {
  const query = useQuery({
    queryKey: dictionaryQueryKey(name),
    // The answer is {data: [...]}; the httpClient unwraps it to the list.
    queryFn: ({ signal }) => callLoose<T[]>('dictionaries.get', { params: { name }, signal }),
    staleTime: CACHE_LIFETIMES.dictionaries,
    gcTime: CACHE_LIFETIMES.dictionaries,
  });
  return { data: query.data, isLoading: query.isLoading };
};

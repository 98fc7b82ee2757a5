import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { CACHE_LIFETIMES } from '../../contract/constants';
import type { DictionaryName } from '../../contract/enums';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

/**
 * One dictionary of GET dictionaries/{name} (document 1 section 3 "Dictionaries"), cached for
 * 30 minutes (document 2 section 9) so every form of a page shares one request.
 */
export const useDictionary = <T>(name: DictionaryName): { data: T[] | undefined; isLoading: boolean } => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const query = useQuery({
    queryKey: queryKeys.dictionary(name),
    queryFn: ({ signal }) => dataProvider.getDictionary<T>(name, signal),
    staleTime: CACHE_LIFETIMES.dictionaries,
    gcTime: CACHE_LIFETIMES.dictionaries,
  });
  return { data: query.data, isLoading: query.isLoading };
};

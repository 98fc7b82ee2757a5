import { QueryClient } from '@tanstack/react-query';
import { CACHE_LIFETIMES, type CacheName } from '../../contract/constants';
import { RESOURCES, type ResourceDef } from './resources';

/** Query keys of the shell's own queries (not react-admin resources), with their cache lifetime. */
export const SHELL_QUERY_CACHES = {
  /** The signed-in user, re-read from auth/me (document 2 section 9: user, 5 minutes). */
  user: 'user',
  /** Timeline entity classes of the admin menu: reference data like the dictionaries. */
  'timeline-entity-classes': 'dictionaries',
} as const satisfies Record<string, CacheName>;

/**
 * The one QueryClient of the portal: react-admin keys its queries by resource first, so a default per
 * resource gives each its cache lifetime. Failed loads are not retried: the error catalogue reacts once.
 */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  for (const [resource, def] of Object.entries<ResourceDef>(RESOURCES)) {
    if (def.cache) client.setQueryDefaults([resource], { staleTime: CACHE_LIFETIMES[def.cache] });
  }
  for (const [key, cache] of Object.entries(SHELL_QUERY_CACHES)) client.setQueryDefaults([key], { staleTime: CACHE_LIFETIMES[cache] });
  return client;
};

export const queryClient = createQueryClient();

import { useQuery } from '@tanstack/react-query';
import { CACHE_LIFETIMES } from '../../contract/constants';
import type { Wallet } from '../../contract/entities';
import type { CryptoCurrency, CryptoNetwork } from '../../contract/enums';
import { callApi } from '../providers/callApi';

export type WalletQuery = { currency?: CryptoCurrency | undefined; network?: CryptoNetwork | undefined; search?: string | undefined };

/** Every query of saved wallets starts with this key: a create or delete invalidates them all. */
export const WALLETS_KEY = ['crypto-wallets'] as const;

const NO_WALLETS: Wallet[] = [];

/** The company's saved wallets (server-side filters and search), cached one minute (document 2 section 9). */
export const useWallets = (q: WalletQuery, enabled = true) => {
  const query = useQuery({
    queryKey: [...WALLETS_KEY, q.currency ?? '', q.network ?? '', q.search ?? ''],
    queryFn: async () => {
      const page = await callApi('manager.crypto.wallets', { query: { per_page: 100, ...(q.currency ? { currency: q.currency } : {}), ...(q.network ? { network: q.network } : {}), ...(q.search ? { search: q.search } : {}) } });
      return page;
    },
    staleTime: CACHE_LIFETIMES.cryptoWallets,
    enabled,
  });
  return { wallets: query.data?.data ?? NO_WALLETS, total: query.data?.meta.total ?? 0, isLoading: query.isLoading };
};

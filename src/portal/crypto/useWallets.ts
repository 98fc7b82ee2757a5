import { useGetList } from 'react-admin';
import type { Wallet } from '../../contract/entities';
import type { CryptoCurrency, CryptoNetwork } from '../../contract/enums';
import { SERVER_PAGE_LIMIT } from '../providers/dataProvider';

export type WalletQuery = { currency?: CryptoCurrency | undefined; network?: CryptoNetwork | undefined; search?: string | undefined };

const NO_WALLETS: Wallet[] = [];

/**
 * The company's saved wallets (server-side filters and search): react-admin's list of crypto-wallets,
 * cached one minute (document 2 section 9) and refetched by react-admin after a wallet's create or delete.
 */
export const useWallets = (q: WalletQuery, enabled = true) => {
  const filter = { ...(q.currency ? { currency: q.currency } : {}), ...(q.network ? { network: q.network } : {}), ...(q.search ? { search: q.search } : {}) };
  const { data, total, isLoading } = useGetList<Wallet>('crypto-wallets', { pagination: { page: 1, perPage: SERVER_PAGE_LIMIT }, filter }, { enabled });
  return { wallets: data ?? NO_WALLETS, total: total ?? 0, isLoading };
};

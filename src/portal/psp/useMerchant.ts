import { useQuery } from '@tanstack/react-query';
import { callLoose } from '../providers/callApi';
import type { PspMerchant } from './pspTypes';

export const MERCHANT_KEY = ['psp-accounts', 'merchant'] as const;

/**
 * The company's merchant at the PSP: the accounts list carries it beside its first page (meta.merchant),
 * since no other call reads it. null before the sign-up.
 */
export const useMerchant = () =>
  useQuery({
    queryKey: MERCHANT_KEY,
    queryFn: async () => {
      const page = await callLoose<{ meta: { merchant?: PspMerchant | null } }>('manager.psp.accounts', { query: { page: 1, per_page: 1 } });
      return page.meta.merchant ?? null;
    },
  });

import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import type { PspMerchant } from './pspTypes';

/**
 * The company's merchant at the PSP: the accounts list carries it beside its first page (meta.merchant),
 * since no other call reads it. null before the sign-up.
 */
export const useMerchant = () => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  return useQuery({ queryKey: queryKeys.pspMerchant(), queryFn: ({ signal }) => dataProvider.getPspMerchant<PspMerchant>(signal) });
};

import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { BankAccount } from '../../contract/entities';
import { useCompanyAccounts } from '../accounts/useCompanyAccounts';
import { SERVER_PAGE_LIMIT, type KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';
import type { AgentOption } from './rules/context';

// Stable empties: a new [] per render would look like new data to the effects that wait for the lists.
const NO_ACCOUNTS: BankAccount[] = [];
const NO_AGENTS: AgentOption[] = [];
const ALL = { pagination: { page: 1, perPage: SERVER_PAGE_LIMIT } };

/** The data every payment form needs: the company's accounts, its beneficiaries and the transfer map (own-account forms). */
export const usePaymentData = ({ agents = false, transferMap = false } = {}) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const accounts = useCompanyAccounts();
  const map = useQuery({ queryKey: queryKeys.transferMap(), queryFn: ({ signal }) => dataProvider.getTransferMap({ signal }), enabled: transferMap });
  const agentList = useGetList<AgentOption>('transaction-agent-choices', ALL, { enabled: agents });
  return {
    accounts: accounts.data ?? NO_ACCOUNTS,
    transferMap: map.data ?? null,
    agents: agentList.data ?? NO_AGENTS,
    isLoading: accounts.isLoading || (transferMap && map.isLoading),
  };
};

import { useQuery } from '@tanstack/react-query';
import type { BankAccount, TransferMap } from '../../contract/entities';
import { callApi, callLoose } from '../providers/callApi';
import type { AgentOption } from './rules/context';

// Stable empties: a new [] per render would look like new data to the effects that wait for the lists.
const NO_ACCOUNTS: BankAccount[] = [];
const NO_AGENTS: AgentOption[] = [];

/** The data every payment form needs: the company's accounts and the transfer map (own-account forms). */
export const usePaymentData = ({ agents = false, transferMap = false } = {}) => {
  const accounts = useQuery({
    queryKey: ['accounts', 'payment-forms'],
    queryFn: async () => (await callApi('manager.bankAccounts.list', { query: { per_page: 100 } })).data,
  });
  const map = useQuery({
    queryKey: ['accounts', 'transfer-map'],
    queryFn: () => callApi('manager.accountsTransferMap') as Promise<TransferMap>,
    enabled: transferMap,
  });
  const agentList = useQuery({
    queryKey: ['transaction-agents', 'picker'],
    queryFn: () => callLoose<AgentOption[]>('dictionaries.transactionAgents'),
    enabled: agents,
  });
  return {
    accounts: (accounts.data as BankAccount[] | undefined) ?? NO_ACCOUNTS,
    transferMap: map.data ?? null,
    agents: agentList.data ?? NO_AGENTS,
    isLoading: accounts.isLoading || (transferMap && map.isLoading),
  };
};

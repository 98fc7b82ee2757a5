import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNotifyWriteFailure } from '../errors/useNotifyWriteFailure';
import type { KontorDataProvider } from '../providers/dataProvider';
import { queryKeys } from '../providers/queryKeys';

/** Runs the integrity check of one account and tells whether it passed. */
export const useRunIntegrityCheck = () => {
  const notify = useNotify();
  const notifyFailure = useNotifyWriteFailure();
  const dataProvider = useDataProvider<KontorDataProvider>();
  const queryClient = useQueryClient();
  const { mutate: run, isPending, variables } = useMutation({
    mutationFn: (accountId: number) => dataProvider.runIntegrityCheck({ params: { id: accountId } }),
    onSuccess: async (check) => {
      notify(check.status === 'passed' ? 'app.money.bank_accounts.passed' : 'app.money.bank_accounts.failed', {
        type: check.status === 'passed' ? 'success' : 'warning',
        messageArgs: { name: check.bank_account.name },
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource('integrity-checks') });
    },
    onError: notifyFailure,
  });
  return { run, running: isPending ? (variables ?? null) : null };
};

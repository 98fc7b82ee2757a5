import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { BankAccountIntegrity } from '../../contract/entities';
import { ApiError } from '../providers/ApiError';
import { dataProvider } from '../providers/dataProvider';

/** Runs the integrity check of one account and tells whether it passed. */
export const useRunIntegrityCheck = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<number | null>(null);
  const run = async (accountId: number) => {
    setRunning(accountId);
    try {
      const check = (await dataProvider.call('admin.bankAccounts.integrityCheck', { params: { id: accountId }, errorContext: 'form' })) as BankAccountIntegrity;
      notify(check.status === 'passed' ? 'app.money.bank_accounts.passed' : 'app.money.bank_accounts.failed', {
        type: check.status === 'passed' ? 'success' : 'warning',
        messageArgs: { name: check.bank_account.name },
      });
      await queryClient.invalidateQueries({ queryKey: ['integrity-checks'] });
    } catch (error) {
      notify(error instanceof ApiError ? error.message : 'app.error.unknown', { type: 'error' });
    } finally {
      setRunning(null);
    }
  };
  return { run, running };
};

import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Transaction } from '../../contract/entities';
import { queryKeys } from '../providers/queryKeys';

type PaymentRoundsProps = {
  /** Where a new payment starts (the form's create path, without the shortcuts of the last one). */
  path: string;
  render: (onNew: () => void) => ReactNode;
};

/**
 * One payment per form (issue 21 item 5): after a payment was sent its page shows the confirmation
 * instead of the filled form; "New payment" starts a fresh form (a new engine) at `path`, as does
 * any new arrival at the page.
 */
export const PaymentRounds = ({ path, render }: PaymentRoundsProps) => {
  const navigate = useNavigate();
  // Each arrival at the page (a new location entry, even at the same address) is a new form.
  const { key } = useLocation();
  return <Fragment key={key}>{render(() => navigate(path))}</Fragment>;
};

/** Once a payment was created, the balances shown anywhere are fetched again. */
export const useFreshBalancesAfter = (created: Transaction | null): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (created) void queryClient.invalidateQueries({ queryKey: queryKeys.resource('bank-accounts') });
  }, [created, queryClient]);
};

import { useRef } from 'react';
import type { CallBody } from '../../contract/calls';
import type { TransactionCreateKind } from '../../contract/enums';
import type { Transaction } from '../../contract/entities';
import type { TwoFactorSummary } from '../twoFactor/TwoFactorModal';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import type { FormEngine } from './engine/createFormEngine';
import type { FormState } from './engine/types';

/**
 * Sends a payment form through the error catalogue (two-factor prompt with amount and payee,
 * duplicate confirmation, 422 on the fields) and records the created transaction in the engine.
 */
export const usePaymentSubmit = <C>(engine: FormEngine<C, Transaction>, kind: TransactionCreateKind, body: (values: FormState) => Record<string, unknown>, summary: (values: FormState) => TwoFactorSummary) => {
  // The answer of the last successful send; onSuccess runs inside kontor.submit.
  const created = useRef<Transaction | null>(null);
  const kontor = useKontorSubmit('manager.transactions.create', (v: FormState) => body(v) as CallBody<'manager.transactions.create'>, {
    params: { kind },
    summary,
    onSuccess: (result) => {
      created.current = result as Transaction;
    },
  });
  const onSubmit = () =>
    engine.submit(async (values) => {
      created.current = null;
      const fields = await kontor.submit(values);
      return { created: created.current ?? undefined, errors: fields };
    });
  return { onSubmit, message: kontor.message, busy: kontor.loading };
};

import { useRef } from 'react';
import type { CallBody } from '../../contract/calls';
import type { Transaction } from '../../contract/entities';
import type { TwoFactorSummary } from '../twoFactor/TwoFactorModal';
import { useKontorSubmit } from '../errors/useKontorSubmit';
import type { FormEngine } from '../payments/engine/createFormEngine';
import type { FormState } from '../payments/engine/types';
import { CRYPTO_SUBMIT_CALLS, cryptoBody } from './cryptoCalls';

type MoneyForm = 'buy' | 'sell' | 'withdraw';

/**
 * Sends a crypto buy, sell or withdrawal through the error catalogue (two-factor prompt, duplicate
 * confirmation, 422 on the fields, Idempotency-Key) and records the created transaction in the engine,
 * as usePaymentSubmit does for the payment forms.
 */
export const useCryptoSubmit = <C>(engine: FormEngine<C, Transaction>, form: MoneyForm, summary: (values: FormState) => TwoFactorSummary) => {
  const created = useRef<Transaction | null>(null);
  const name = CRYPTO_SUBMIT_CALLS[form];
  const kontor = useKontorSubmit(name, (v: FormState) => cryptoBody(form, v) as CallBody<typeof name>, {
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

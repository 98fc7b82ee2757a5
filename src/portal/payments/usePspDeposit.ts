import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BankAccount, Transaction } from '../../contract/entities';
import type { FormEngine } from './engine/createFormEngine';
import type { FormState } from './engine/types';
import { isApiError } from '../providers/ApiError';
import { isAbortError, lookupCall } from '../providers/lookup';
import type { PspPayment } from '../psp/pspTypes';

export type PspDepositState =
  | { status: 'none' }
  | { status: 'loading'; id: string }
  | { status: 'ready'; payment: PspPayment }
  | { status: 'failed'; id: string; message: string | null };

const PAYMENT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** The PSP payment id of the fx shortcut (?fx=FXP-…); the bare flag fx=1 of older links names none. */
export const pspPaymentIdOf = (fx: string | null): string | null => {
  const value = fx?.trim() ?? '';
  if (value === '' || value === '1' || value === 'true' || !PAYMENT_ID.test(value)) return null;
  return value;
};

/** The source account of a deposit: the PSP funding account the server proposes, else the default (or first) account of the currency. */
export const depositAccountId = (payment: PspPayment, accounts: readonly BankAccount[]): number | '' => {
  if (payment.bank_account_id !== null && accounts.some((a) => a.id === payment.bank_account_id)) return payment.bank_account_id;
  const same = accounts.filter((a) => a.currency === payment.currency);
  return (same.find((a) => a.selected) ?? same[0])?.id ?? '';
};

/** The form values a PSP payment gives its deposit: exactly its amount, to the PSP's collection account, with its reference. */
export const pspDepositValues = (payment: PspPayment, accounts: readonly BankAccount[]): FormState => ({
  is_flexpsp_deposit: true,
  psp_payment_id: payment.id,
  bank_account_id: depositAccountId(payment, accounts),
  amount: payment.amount,
  customer_legal_type: 'company',
  customer_name: payment.funding.beneficiary_name,
  customer_iban: payment.funding.iban,
  customer_country: payment.funding.country,
  bank_swift: payment.funding.bic,
  transfer_service: payment.funding.transfer_service,
  customer_ref_message: payment.reference,
});

/** What a deposit adds to the withdrawal's body (the form's own field list does not hold these two). */
export const pspDepositBody = (values: FormState): Record<string, unknown> =>
  values.is_flexpsp_deposit === true && typeof values.psp_payment_id === 'string' ? { is_flexpsp_deposit: true, psp_payment_id: values.psp_payment_id } : {};

/**
 * The fx shortcut of the withdrawal form (document 1 section 2.3, "PSP deposit"): looks the PSP payment
 * up (the PSP-deposit lookup kind cancels an earlier one) and, once the accounts are there, fills the
 * form with it once. A PSP that is down answers 503: the portal's warning says so and the form stays as it was.
 */
export const usePspDeposit = <C>(engine: FormEngine<C, Transaction>, accounts: readonly BankAccount[]): PspDepositState => {
  const [search] = useSearchParams();
  const id = pspPaymentIdOf(search.get('fx'));
  const [state, setState] = useState<PspDepositState>(id ? { status: 'loading', id } : { status: 'none' });
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!id) {
      setState({ status: 'none' });
      return;
    }
    setState({ status: 'loading', id });
    lookupCall<PspPayment>('pspDeposit', { params: { id } }).then(
      (payment) => setState({ status: 'ready', payment }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setState({ status: 'failed', id, message: isApiError(error) && error.status < 500 ? error.message : null });
      },
    );
  }, [id]);
  useEffect(() => {
    if (state.status !== 'ready' || accounts.length === 0 || applied.current === state.payment.id) return;
    applied.current = state.payment.id;
    engine.change(pspDepositValues(state.payment, accounts));
  }, [state, accounts, engine]);
  return state;
};

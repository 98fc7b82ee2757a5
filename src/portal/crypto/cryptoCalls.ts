import type { GrandTotal, Transaction } from '../../contract/entities';
import { callApi, callLoose } from '../providers/callApi';
import type { FormState } from '../payments/engine/types';
import { paymentBody } from '../payments/paymentBody';

export type CryptoForm = 'buy' | 'sell' | 'withdraw' | 'receive';

/** The request fields of each crypto form (document 1 section 3; bank_account_id is the source of a withdrawal and the crypto account of an auto-sold receive). */
export const CRYPTO_FIELDS = {
  buy: ['bank_account_id', 'amount', 'to_account_id', 'network', 'crypto_amount', 'last_side'],
  sell: ['bank_account_id', 'amount', 'to_account_id', 'network', 'crypto_amount', 'last_side'],
  withdraw: ['bank_account_id', 'amount', 'network', 'wallet_id'],
  receive: ['amount', 'to_account_id', 'bank_account_id', 'is_crypto_auto_sell', 'network', 'fiat_amount'],
} as const satisfies Record<CryptoForm, readonly string[]>;

/** The call that creates each form's transaction (receive: obtains the deposit wallet). */
export const CRYPTO_SUBMIT_CALLS = {
  buy: 'manager.crypto.fiatCrypto',
  sell: 'manager.crypto.cryptoFiat',
  withdraw: 'manager.crypto.withdraw',
  receive: 'manager.crypto.walletForDeposit',
} as const;

/** The body of a crypto form; wallet ids are numbers like account ids. */
export const cryptoBody = (form: CryptoForm, values: FormState): Record<string, unknown> => {
  const body = paymentBody(values, CRYPTO_FIELDS[form]);
  if (body.wallet_id !== undefined) body.wallet_id = Number(body.wallet_id);
  return body;
};

/** The grand total behind each form's listener: buy and withdraw have their own calls, sell is priced like convert. */
export const cryptoCalls = (form: CryptoForm) => ({
  grandTotal: (values: FormState): Promise<GrandTotal> => {
    const body = cryptoBody(form, values);
    if (form === 'buy') return callLoose<GrandTotal>('manager.grandTotal.fiatCrypto', { body, errorContext: 'silent' });
    if (form === 'withdraw') return callLoose<GrandTotal>('manager.grandTotal.withdrawCrypto', { body, errorContext: 'silent' });
    return callLoose<GrandTotal>('manager.grandTotal.calculate', { params: { kind: 'convert' }, body, errorContext: 'silent' });
  },
  loadTransaction: (id: number): Promise<Transaction> => callApi('manager.transactions.get', { params: { id }, errorContext: 'silent' }),
});

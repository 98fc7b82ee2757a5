import type { CallBody } from '../../contract/calls';
import type { GrandTotal, Transaction } from '../../contract/entities';
import { dataProvider } from '../providers/dataProvider';
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
    if (form === 'buy') return dataProvider.getCryptoBuyTotal({ body: body as CallBody<'manager.grandTotal.fiatCrypto'>, errorContext: 'silent' });
    if (form === 'withdraw') return dataProvider.getCryptoWithdrawalTotal({ body: body as CallBody<'manager.grandTotal.withdrawCrypto'>, errorContext: 'silent' });
    return dataProvider.getGrandTotal({ params: { kind: 'convert' }, body: body as CallBody<'manager.grandTotal.calculate'>, errorContext: 'silent' });
  },
  loadTransaction: (id: number): Promise<Transaction> => dataProvider.getTransaction({ params: { id }, errorContext: 'silent' }),
});

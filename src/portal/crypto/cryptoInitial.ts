import { DEFAULT_AMOUNTS, FORM_DEFAULTS } from '../../contract/constants';
import type { FormState } from '../payments/engine/types';
import type { PaymentShortcuts } from '../payments/queryShortcuts';
import type { CryptoForm } from './cryptoCalls';

/**
 * Starting values of the crypto forms with the deep-link shortcuts amt, aid and tid (document 2
 * section 1): buy pays the payment default (100 of the fiat account), sell, withdraw and receive start
 * at the crypto default 0.001; receive sells on arrival by default.
 */
export const cryptoInitial = (form: CryptoForm, q: PaymentShortcuts): FormState => {
  const values: FormState = {
    amount: q.amt ?? (form === 'buy' ? DEFAULT_AMOUNTS.payment : form === 'withdraw' ? DEFAULT_AMOUNTS.cryptoWithdraw : DEFAULT_AMOUNTS.cryptoReceive),
    bank_account_id: q.aid ?? '',
    to_account_id: q.tid ?? '',
    network: '',
  };
  if (form === 'buy' || form === 'sell') Object.assign(values, { crypto_amount: '', last_side: 'sell' });
  if (form === 'withdraw') values.wallet_id = '';
  if (form === 'receive') Object.assign(values, { is_crypto_auto_sell: FORM_DEFAULTS.isCryptoAutoSell, fiat_amount: '', last_side: 'sell' });
  return values;
};

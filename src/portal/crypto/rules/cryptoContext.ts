import type { TransferMap } from '../../../contract/entities';
import type { FormState } from '../../payments/engine/types';
import type { PaymentContext } from '../../payments/rules/context';

/**
 * What the crypto forms' listeners consult: the payment context, the exchange pairs of the form's side
 * (buy: fiat to crypto, sell: crypto to fiat) as a transfer map, and which field holds the crypto account.
 */
export type CryptoFormContext = PaymentContext & {
  kind: 'exchange';
  transferMap: TransferMap | null;
  /** The field whose account is the crypto one (its currency decides the networks and wallets). */
  cryptoField: (values: FormState) => 'bank_account_id' | 'to_account_id';
};

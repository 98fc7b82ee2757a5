import type { AfterChange, BeforeChange } from '../../payments/engine/types';
import { makeGrandTotal } from '../../payments/rules/grandTotal';
import { defaultDestination, destinationAllowed } from '../../payments/rules/transferDestination';
import { makeAmountConversion } from './amountConversion';
import type { CryptoFormContext } from './cryptoContext';
import { networkReset } from './networkReset';
import { receiveAccounts } from './receiveAccounts';
import { walletFollowsCurrency } from './walletFollowsCurrency';

/** Buy and sell: the pair as the side's map allows, the network of the crypto account, the two amounts at the rate. */
export const exchangeBefore: BeforeChange<CryptoFormContext>[] = [destinationAllowed, defaultDestination, networkReset, makeAmountConversion()];

const EXCHANGE_FIELDS = ['bank_account_id', 'amount', 'to_account_id'];
export const exchangeAfter = (): AfterChange<CryptoFormContext>[] => [makeGrandTotal(EXCHANGE_FIELDS, EXCHANGE_FIELDS)];

/** Withdraw: the network of the account, the wallet cleared when the currency changes. */
export const withdrawBefore: BeforeChange<CryptoFormContext>[] = [networkReset, walletFollowsCurrency];
export const withdrawAfter = (): AfterChange<CryptoFormContext>[] => [makeGrandTotal(['bank_account_id', 'amount'], ['bank_account_id', 'amount', 'wallet_id', 'network'])];

/** Receive: the accounts of the auto-sell choice, the network, the fiat amount at the rate (auto-sell). */
export const receiveBefore: BeforeChange<CryptoFormContext>[] = [receiveAccounts, networkReset, makeAmountConversion({ paid: 'amount', received: 'fiat_amount' })];
export const receiveAfter = (): AfterChange<CryptoFormContext>[] => [];

import { z } from 'zod';
import { defineCalls } from '../http';
import { BRAND_SEGMENT } from '../constants';
import { amountSchema, blankable, cryptoCurrencySchema, flagSchema, idInput, idParams, networkSchema, pageQuery, searchSchema } from '../schemas';
import { cryptoExchangeBody, cryptoReceiveBody, cryptoWithdrawBody, walletCreateBody } from './forms';

const crypto = `manager/crypto/${BRAND_SEGMENT}` as const;

/** Document 2, section 7 "Manager: crypto" ({brand} is the fixed BRAND_SEGMENT). Crypto needs the crypto feature and two-factor. */
export const managerCryptoCalls = defineCalls({
  'manager.crypto.withdraw': {
    method: 'POST', path: `${crypto}/withdraw-crypto`, access: 'manager', tag: 'crypto',
    summary: 'Withdraw crypto to a saved wallet (bypass_duplicate_check, amount, network, wallet_id)',
    body: cryptoWithdrawBody, write: true, otp: true,
  },
  'manager.crypto.walletForDeposit': {
    method: 'POST', path: `${crypto}/wallet-for-deposit`, access: 'manager', tag: 'crypto',
    summary: 'Obtain a deposit wallet for a crypto receive; the answer leads to a payment URI for the wallet with the amount',
    body: cryptoReceiveBody, write: true, otp: true,
  },
  'manager.crypto.walletForDepositGet': {
    method: 'GET', path: `${crypto}/wallet-for-deposit`, access: 'manager', tag: 'crypto',
    summary: 'Preview of a crypto receive (amounts and rate) for the same fields, without obtaining a wallet',
    query: z.object({
      amount: amountSchema(),
      to_account_id: idInput,
      bypass_duplicate_check: flagSchema.optional(),
      is_crypto_auto_sell: flagSchema.default(true),
      network: networkSchema,
      fiat_amount: blankable(amountSchema(2)),
      bank_account_id: blankable(idInput),
    }),
  },
  'manager.crypto.fiatCrypto': {
    method: 'POST', path: `${crypto}/exchange/fiat-crypto`, access: 'manager', tag: 'crypto',
    summary: 'Buy crypto with fiat (bank_account_id, amount, to_account_id, bypass_duplicate_check, network, wallet_id, crypto_amount, last_side)',
    body: cryptoExchangeBody, write: true, otp: true,
  },
  'manager.crypto.cryptoFiat': {
    method: 'POST', path: `${crypto}/exchange/crypto-fiat`, access: 'manager', tag: 'crypto',
    summary: 'Sell crypto for fiat', body: cryptoExchangeBody, write: true, otp: true,
  },
  'manager.crypto.deposit': {
    method: 'POST', path: `${crypto}/deposit`, access: 'manager', tag: 'crypto',
    summary: 'Register a crypto deposit into an own crypto account', body: cryptoReceiveBody, write: true, otp: true,
  },
  'manager.crypto.wallets': {
    method: 'GET', path: 'manager/crypto/wallets', access: 'manager', tag: 'crypto',
    summary: 'Saved crypto wallets, filtered by network, currency or a case-insensitive search on name or address',
    query: pageQuery.extend({ network: blankable(networkSchema), currency: blankable(cryptoCurrencySchema), search: blankable(searchSchema) }),
  },
  'manager.crypto.walletsCreate': {
    method: 'POST', path: 'manager/crypto/wallets', access: 'manager', tag: 'crypto',
    summary: 'Save a crypto wallet (name, currency, wallet)', body: walletCreateBody, write: true, otp: true,
  },
  'manager.crypto.walletsDelete': {
    method: 'DELETE', path: 'manager/crypto/wallets/{id}', access: 'manager', tag: 'crypto',
    summary: 'Delete a saved wallet; the answer is the wallet list', params: idParams, write: true, otp: true,
  },
});

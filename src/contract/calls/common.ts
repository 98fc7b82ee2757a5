import { z } from 'zod';
import { defineCalls } from '../http';
import { DICTIONARY_NAMES, PORTAL_SERVICE_PROVIDERS } from '../enums';
import {
  accountNumberSchema,
  bicSchema,
  blankable,
  cryptoCurrencySchema,
  currencySchema,
  emailSchema,
  ibanSchema,
  idInput,
  idParams,
  networkSchema,
  searchSchema,
  slugSchema,
  textSchema,
} from '../schemas';

/** A product is addressed by its numeric id or by the hash of its public purchase link (/purchase/{product_hash}). */
const productRefParams = z.object({ id: slugSchema });

/** The two currencies of a rate pair: sell (what is given) and buy (what is received). */
const ratePairParams = z.object({ sell: currencySchema, buy: currencySchema });

/** Document 2, section 7 "Common": everything but the auth entry calls and the profile (see auth.ts). */
export const commonCalls = defineCalls({
  'dictionaries.summary': {
    method: 'GET', path: 'dictionaries', access: 'user', tag: 'dictionaries',
    summary: 'Dictionary summary: the urls and files maps (each dictionary file is fetched separately; ask at most every 3 hours)',
  },
  'dictionaries.get': {
    method: 'GET', path: 'dictionaries/{name}', access: 'user', tag: 'dictionaries',
    summary: 'One dictionary file of the summary (countries, fiat_currencies, crypto_networks, …)',
    params: z.object({ name: z.enum(DICTIONARY_NAMES, { error: 'The selected dictionary is invalid.' }) }),
  },
  'dictionaries.transactionAgents': {
    method: 'GET', path: 'dictionaries/transaction/agents', access: 'user', tag: 'dictionaries',
    summary: 'Beneficiaries of the company as a short list for pickers, optionally for one source account',
    query: z.object({ bank_account_id: blankable(idInput), search: blankable(searchSchema) }),
  },
  'externals.iban': {
    method: 'GET', path: 'externals/iban', access: 'user', tag: 'externals',
    summary: 'Bank details (name, SWIFT, address, country) for an IBAN (autofill; a later lookup cancels an earlier one)',
    query: z.object({ iban: ibanSchema }),
  },
  'externals.swift': {
    method: 'GET', path: 'externals/swift', access: 'user', tag: 'externals',
    summary: 'Bank details for a SWIFT/BIC code (bank or intermediary bank autofill)',
    query: z.object({ swift: bicSchema }),
  },
  'externals.service': {
    method: 'GET', path: 'externals/{service}', access: 'user', tag: 'externals',
    summary: 'Portal service lookup: the remote account and its holder for a withdrawal to a portal (query shortcuts rp, rp_acct, rp_cur)',
    params: z.object({ service: z.enum(PORTAL_SERVICE_PROVIDERS, { error: 'The selected portal service is invalid.' }) }),
    query: z.object({ account: slugSchema, currency: blankable(currencySchema) }),
  },
  'beneficiary.byIban': {
    method: 'GET', path: 'beneficiary', access: 'user', tag: 'externals',
    summary: 'A saved beneficiary of the company matching an IBAN or account number (autofill)',
    query: z
      .object({ iban: blankable(ibanSchema), account: blankable(accountNumberSchema) })
      .refine((v) => v.iban !== undefined || v.account !== undefined, { path: ['iban'], message: 'The iban field is required when account is not present.' }),
  },
  'affiliateMerchantPayment.get': {
    method: 'GET', path: 'affiliate-merchant-payment/{id}', access: 'user', tag: 'externals',
    summary: 'Merchant payment of an affiliate, used to prefill a payment (merchant lookup)',
    params: idParams,
  },

  'products.public': {
    method: 'GET', path: 'products/{id}', access: 'public', tag: 'products',
    summary: 'A product as shown on its public purchase link',
    params: productRefParams,
  },
  'products.wallet': {
    method: 'POST', path: 'products/{id}/wallet', access: 'public', tag: 'products',
    summary: 'Obtain a deposit wallet to pay a product in crypto (public purchase link)',
    params: productRefParams,
    body: z.object({
      currency: cryptoCurrencySchema,
      network: networkSchema,
      email: blankable(emailSchema),
      name: blankable(textSchema(200)),
    }),
  },
  'products.payment': {
    method: 'GET', path: 'products/{id}/payments/{address}', access: 'public', tag: 'products',
    summary: 'State of a payment address of a purchase link (awaiting, paid, expired); the server looks for the incoming transfer and credits the merchant once',
    params: z.object({ id: slugSchema, address: slugSchema }),
  },
  'rates.public': {
    method: 'GET', path: 'rates/{sell}/{buy}', access: 'public', tag: 'exchange',
    summary: 'Public exchange rate of a currency pair',
    params: ratePairParams,
  },
  'whiteLabel.public': {
    method: 'GET', path: 'white-label', access: 'public', tag: 'whiteLabel',
    summary: 'Branding of the portal (name, colours, logos, support e-mail)',
  },
});

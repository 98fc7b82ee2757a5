import { z } from 'zod';
import { defineCalls } from '../http';
import { BRAND_SEGMENT } from '../constants';
import { TRANSACTION_CREATE_KINDS } from '../enums';
import { blankable, idInput, idParams, itemsIdSchema, pageQuery, searchSchema, sourceIdSchema } from '../schemas';
import { beneficiaryBody, cryptoExchangeBody, cryptoWithdrawBody, grandTotalBody, grandTotalShape, importBody, transactionCreateBody } from './forms';
import { managerTransactionQuery } from './payloads';

const kindParams = z.object({ kind: z.enum(TRANSACTION_CREATE_KINDS, { error: 'The selected transaction kind is invalid.' }) });

/** Document 2, section 7 "Manager: transactions" (grand totals, transactions, beneficiaries). */
export const managerTransactionCalls = defineCalls({
  // Grand totals are calculations: POST but not writes.
  'manager.grandTotal.calculate': {
    method: 'POST', path: 'manager/grand-total/{kind}', access: 'manager', tag: 'transactions',
    summary: 'Grand total of a payment form (amount, fee, available balance)', params: kindParams, body: grandTotalBody, write: false,
  },
  'manager.grandTotal.withdrawCrypto': {
    method: 'POST', path: `manager/grand-total/${BRAND_SEGMENT}/withdraw-crypto`, access: 'manager', tag: 'crypto',
    summary: 'Grand total of a crypto withdrawal', body: cryptoWithdrawBody, write: false,
  },
  'manager.grandTotal.fiatCrypto': {
    method: 'POST', path: `manager/grand-total/${BRAND_SEGMENT}/exchange/fiat-crypto`, access: 'manager', tag: 'crypto',
    summary: 'Grand total of a crypto purchase (fiat to crypto)', body: cryptoExchangeBody, write: false,
  },
  'manager.transactions.grandTotal': {
    method: 'GET', path: 'manager/transactions/grand-total', access: 'manager', tag: 'transactions',
    summary: 'Grand total of a payment, as a query', query: z.object(grandTotalShape),
  },

  'manager.transactions.create': {
    method: 'POST', path: 'manager/transactions/{kind}', access: 'manager', tag: 'transactions',
    summary: 'Create a transaction (card, crypto, iban withdrawal, transfer or exchange, convert); the answer is the created item. ' +
      'The body depends on {kind}: TRANSACTION_BODIES[kind]',
    params: kindParams, body: transactionCreateBody, write: true, otp: true,
  },
  'manager.transactions.import': {
    method: 'POST', path: 'manager/transactions/import', access: 'manager', tag: 'imports',
    summary: 'Bulk import from an xlsx file (multipart: file, is_submit, bank_account_id, bypass_duplicate_check): ' +
      'is_submit false answers the preview statistics, true creates the import job',
    body: importBody, multipart: true, write: true, otp: true,
    // The preview changes nothing and moves no money: only the submit that creates the payments is confirmed.
    otpWhen: 'is_submit is true (the submit that creates the import and its payments); the preview (is_submit false) changes nothing and needs no code',
  },
  'manager.transactions.list': {
    method: 'GET', path: 'manager/transactions', access: 'manager', tag: 'transactions',
    summary: 'Transactions of the company (mode pending_transactions or approved_transactions, filters)', query: managerTransactionQuery,
  },
  'manager.transactions.metadata': {
    method: 'GET', path: 'manager/transactions-metadata', access: 'manager', tag: 'transactions',
    summary: 'Totals and counts of the transaction list for the same filters', query: managerTransactionQuery,
  },
  'manager.transactions.items': {
    method: 'GET', path: 'manager/transactions/items', access: 'manager', tag: 'transactions',
    summary: "Several transactions by id (id[]; a non-array id is refused with \"Invalid request format. 'id' must be an array.\")",
    query: z.object({ id: itemsIdSchema }),
  },
  'manager.transactions.get': {
    method: 'GET', path: 'manager/transactions/{id}', access: 'manager', tag: 'transactions',
    summary: 'One transaction (manager role only)', params: idParams,
  },
  'manager.transactions.sourceOfFunds': {
    method: 'PUT', path: 'manager/transactions/{id}/source-of-funds', access: 'manager', tag: 'transactions',
    summary: 'Set the source of funds (1 Business, 2 Customer)', params: idParams, body: z.object({ source_id: sourceIdSchema }), write: true,
  },
  'manager.transactions.deny': {
    method: 'PUT', path: 'manager/transactions/{id}/deny', access: 'manager', tag: 'transactions',
    summary: 'Deny a pending transaction', params: idParams, write: true,
  },
  'manager.transactions.wireConfirmation': {
    method: 'GET', path: 'manager/transactions/{id}/wire-confirmation', access: 'manager', tag: 'transactions',
    summary: 'Wire confirmation of a transaction (pdf)', params: idParams, response: 'file',
  },

  'manager.agents.list': {
    method: 'GET', path: 'manager/transactions/agents', access: 'manager', tag: 'beneficiaries',
    summary: 'Beneficiaries (search by bank_account_id and text)',
    query: pageQuery.extend({ bank_account_id: blankable(idInput), search: blankable(searchSchema) }),
  },
  'manager.agents.create': {
    method: 'POST', path: 'manager/transactions/agents', access: 'manager', tag: 'beneficiaries',
    summary: 'Create a beneficiary', body: beneficiaryBody, write: true, otp: true,
  },
  'manager.agents.get': {
    method: 'GET', path: 'manager/transactions/agents/{id}', access: 'manager', tag: 'beneficiaries',
    summary: 'One beneficiary', params: idParams,
  },
  'manager.agents.update': {
    method: 'PUT', path: 'manager/transactions/agents/{id}', access: 'manager', tag: 'beneficiaries',
    summary: 'Update a beneficiary', params: idParams, body: beneficiaryBody, write: true, otp: true,
  },
  'manager.agents.delete': {
    method: 'DELETE', path: 'manager/transactions/agents/{id}', access: 'manager', tag: 'beneficiaries',
    summary: 'Delete a beneficiary; the answer is the requested page of the list',
    params: idParams, query: pageQuery, write: true, otp: true,
  },
});

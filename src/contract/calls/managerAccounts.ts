import { z } from 'zod';
import { defineCalls } from '../http';
import { CHART_GRANULARITIES, CURRENCY_KINDS, CUSTOMER_LEGAL_TYPES, PERIOD_PRESETS } from '../enums';
import { amountSchema, blankable, currencySchema, idInput, idParams, pageQuery, textSchema, transmissionProtocolSchema } from '../schemas';
import {
  whiteLabelBody,
  whiteLabelDocumentImageBody,
  whiteLabelDocumentUpdateBody,
  whiteLabelDocumentsQuery,
  whiteLabelImageBody,
} from './payloads';

const volumeQuery = z.object({
  period: blankable(z.enum(PERIOD_PRESETS)),
  granularity: blankable(z.enum(CHART_GRANULARITIES)),
});

/** Document 2, section 7 "Manager: accounts and company". */
export const managerAccountCalls = defineCalls({
  'manager.bankAccounts.list': {
    method: 'GET', path: 'manager/bank-accounts', access: 'manager', tag: 'accounts',
    summary: 'The company bank accounts (page, per_page up to 100), optionally of one currency kind',
    query: pageQuery.extend({ currency_type: blankable(z.enum(CURRENCY_KINDS)) }),
  },
  'manager.bankAccounts.get': {
    method: 'GET', path: 'manager/bank-accounts/{id}', access: 'manager', tag: 'accounts',
    summary: 'One bank account with balance and currency unit', params: idParams,
  },
  'manager.bankAccounts.select': {
    method: 'PUT', path: 'manager/bank-accounts/{id}/selected', access: 'manager', tag: 'accounts',
    summary: 'Mark the account as the default (selected) one', params: idParams, write: true,
  },
  'manager.bankAccounts.create': {
    method: 'POST', path: 'manager/bank-accounts', access: 'manager', tag: 'accounts',
    summary: 'Open a new account in a currency (needs the create_accounts feature)',
    body: z.object({ currency: currencySchema, name: blankable(textSchema(100)) }), write: true,
  },
  'manager.bankAccounts.validateBalance': {
    method: 'GET', path: 'manager/bank-accounts/{id}/validate-balance', access: 'manager', tag: 'accounts',
    summary: 'Whether the account can pay the amount with its fee',
    params: idParams,
    query: z.object({
      amount: amountSchema(),
      bank_account_id: idInput,
      customer_legal_type: blankable(z.enum(CUSTOMER_LEGAL_TYPES)),
      transmission_protocol_id: transmissionProtocolSchema.optional(),
    }),
  },
  'manager.bankAccounts.referenceLetter': {
    method: 'GET', path: 'manager/bank-accounts/{id}/reference-letter', access: 'manager', tag: 'accounts',
    summary: 'Account reference letter (pdf)', params: idParams, response: 'file',
  },
  'manager.company.get': { method: 'GET', path: 'manager/company', access: 'manager', tag: 'company', summary: 'The signed-in manager’s company' },
  'manager.accountsTransferMap': {
    method: 'GET', path: 'manager/accounts-transfer-map', access: 'manager', tag: 'accounts',
    summary: 'Allowed destination account ids per source account id, for transfer and for exchange',
  },
  'manager.alerts': { method: 'GET', path: 'manager/alerts', access: 'manager', tag: 'company', summary: 'Alerts of the company (e.g. negative balances, missing documents)' },
  'manager.statistic': {
    method: 'GET', path: 'manager/statistic', access: 'manager', tag: 'statistics',
    summary: 'Company statistics: transactions and compliances per period (all, waiting, approved, denied)',
  },
  'manager.statistic.transactionVolume': {
    method: 'GET', path: 'manager/statistic/transaction-volume', access: 'manager', tag: 'statistics',
    summary: 'Transaction volume over time (chart)', query: volumeQuery,
  },
  'manager.statistic.accountsTransactionVolume': {
    method: 'GET', path: 'manager/statistic/accounts-transaction-volume', access: 'manager', tag: 'statistics',
    summary: 'Transaction volume per account over time (chart)', query: volumeQuery,
  },

  'manager.whiteLabel.get': {
    method: 'GET', path: 'manager/company/white-label', access: 'manager', tag: 'whiteLabel',
    summary: 'The company white label record (needs the white-label feature)',
  },
  'manager.whiteLabel.update': {
    method: 'PUT', path: 'manager/company/white-label', access: 'manager', tag: 'whiteLabel',
    summary: 'Update the company white label record', body: whiteLabelBody, write: true,
  },
  'manager.whiteLabel.uploadImage': {
    method: 'POST', path: 'manager/company/white-label/upload-image', access: 'manager', tag: 'whiteLabel',
    summary: 'Upload a white label image (multipart: column, image)', body: whiteLabelImageBody, multipart: true, write: true,
  },
  'manager.whiteLabel.documents': {
    method: 'GET', path: 'manager/company/white-label/documents', access: 'manager', tag: 'whiteLabel',
    summary: 'White label documents (paginated)', query: whiteLabelDocumentsQuery,
  },
  'manager.whiteLabel.documentsUpdate': {
    method: 'PUT', path: 'manager/company/white-label/documents', access: 'manager', tag: 'whiteLabel',
    summary: 'Update one white label document (by document_type)', body: whiteLabelDocumentUpdateBody, write: true,
  },
  'manager.whiteLabel.documentsUploadImage': {
    method: 'POST', path: 'manager/company/white-label/documents/upload-image', access: 'manager', tag: 'whiteLabel',
    summary: 'Upload a white label document image (multipart: document_type, column, image)',
    body: whiteLabelDocumentImageBody, multipart: true, write: true,
  },
});

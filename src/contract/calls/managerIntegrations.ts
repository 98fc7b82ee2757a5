import { z } from 'zod';
import { defineCalls } from '../http';
import { PSP_SEGMENT } from '../constants';
import { PORTAL_SERVICE_PROVIDERS } from '../enums';
import {
  blankable,
  countrySchema,
  currencySchema,
  dateSchema,
  emailSchema,
  idInput,
  idParams,
  pageQuery,
  slugSchema,
  textSchema,
  urlSchema,
} from '../schemas';
import { affiliateSendFundsBody, childCompanyQuery, childComplianceQuery, childTransactionQuery, productBody, searchPageQuery } from './payloads';

const serviceParams = z.object({ service: z.enum(PORTAL_SERVICE_PROVIDERS, { error: 'The selected portal service is invalid.' }) });
const phone = blankable(z.string().trim().regex(/^\+?[0-9 ()-]{5,20}$/, 'The phone number format is invalid.'));

const companySignUpBody = z.object({
  company_name: textSchema(200, 1),
  registration_number: textSchema(64, 1),
  country: countrySchema,
  city: textSchema(100, 1),
  address: textSchema(200, 1),
  post_code: textSchema(20, 1),
  email: emailSchema,
  phone,
  website: blankable(urlSchema),
  industry_id: blankable(idInput),
});

const employeeSignUpBody = z.object({
  first_name: textSchema(100, 1),
  last_name: textSchema(100, 1),
  email: emailSchema,
  phone,
  date_of_birth: blankable(dateSchema),
  country: countrySchema,
  employee_business_role_id: blankable(idInput),
});

const psp = `manager/${PSP_SEGMENT}` as const;

/** Document 2, section 7 "Manager: exchange, affiliates, products, portals, payment-service integration". */
export const managerIntegrationCalls = defineCalls({
  'manager.exchange.rates': {
    method: 'GET', path: 'manager/exchange/rates', access: 'manager', tag: 'exchange',
    summary: 'Exchange rate between two own accounts', query: z.object({ bank_account_id: idInput, to_account_id: idInput }),
  },
  'manager.exchange.ratesByCurrency': {
    method: 'GET', path: 'manager/exchange/rates-by-currency/{sell}/{buy}', access: 'manager', tag: 'exchange',
    summary: 'Exchange rate of a currency pair', params: z.object({ sell: currencySchema, buy: currencySchema }),
  },

  'manager.affiliates.list': {
    method: 'GET', path: 'manager/affiliates', access: 'manager', tag: 'affiliates',
    summary: 'Affiliated (sub-account) companies with their balances per currency (needs the affiliation feature)', query: childCompanyQuery,
  },
  'manager.affiliates.transactions': {
    method: 'GET', path: 'manager/affiliates/transactions', access: 'manager', tag: 'affiliates',
    summary: 'Transactions of the affiliated companies (filter company_id|cid: some of them)', query: childTransactionQuery,
  },
  'manager.affiliates.complianceTrackings': {
    method: 'GET', path: 'manager/affiliates/compliance-trackings', access: 'manager', tag: 'affiliates',
    summary: 'Compliance trackings of the affiliated companies (filter company_id|cid: some of them), with counts per status', query: childComplianceQuery,
  },
  'manager.affiliates.accounts': {
    method: 'GET', path: 'manager/affiliates/{id}/accounts', access: 'manager', tag: 'affiliates',
    summary: 'Accounts of an affiliated company, with balances', params: idParams,
  },
  'manager.whiteLabeled.list': {
    method: 'GET', path: 'manager/white-label', access: 'manager', tag: 'whiteLabel',
    summary: 'White-labeled child companies with their balances per currency (needs the white-label feature)', query: childCompanyQuery,
  },
  'manager.whiteLabeled.transactions': {
    method: 'GET', path: 'manager/white-label/transactions', access: 'manager', tag: 'whiteLabel',
    summary: 'Transactions of the white-labeled companies (filter company_id|cid: some of them)', query: childTransactionQuery,
  },
  'manager.whiteLabeled.complianceTrackings': {
    method: 'GET', path: 'manager/white-label/compliance-trackings', access: 'manager', tag: 'whiteLabel',
    summary: 'Compliance trackings of the white-labeled companies (filter company_id|cid: some of them), with counts per status', query: childComplianceQuery,
  },
  'manager.whiteLabeled.accounts': {
    method: 'GET', path: 'manager/white-label/{id}/accounts', access: 'manager', tag: 'whiteLabel',
    summary: 'Accounts of a white-labeled company, with balances', params: idParams,
  },

  'manager.affiliates.ownerAccounts': {
    method: 'GET', path: 'manager/affiliates/owner/accounts', access: 'manager', tag: 'affiliates',
    summary: 'The accounts of the affiliate owner company that can receive funds from the affiliated company (id, name, currency only)',
  },
  'manager.affiliates.sendFunds': {
    method: 'POST', path: 'manager/affiliates/send-funds', access: 'manager', tag: 'affiliates',
    summary: 'Send funds from an own account to an account of the affiliate owner company (same currency; opens an AFFILIATE_TRANSFER compliance tracking)',
    body: affiliateSendFundsBody, write: true, otp: true,
  },
  'manager.products.list': { method: 'GET', path: 'manager/products', access: 'manager', tag: 'products', summary: 'Products of the company', query: searchPageQuery },
  'manager.products.create': { method: 'POST', path: 'manager/products', access: 'manager', tag: 'products', summary: 'Create a product (with a public purchase link)', body: productBody, write: true },
  'manager.products.get': { method: 'GET', path: 'manager/products/{id}', access: 'manager', tag: 'products', summary: 'One product', params: idParams },
  'manager.products.update': {
    method: 'PUT', path: 'manager/products/{id}', access: 'manager', tag: 'products', summary: 'Update a product', params: idParams, body: productBody, write: true,
  },
  'manager.products.image': {
    method: 'POST', path: 'manager/products/{id}/image', access: 'manager', tag: 'products',
    summary: 'Upload the product image (multipart: image)', params: idParams, multipart: true, write: true,
  },

  'manager.portals.signIn': {
    method: 'GET', path: 'manager/portals/{service}/sign-in', access: 'manager', tag: 'portals',
    summary: 'Sign-in address of a remote portal (opened in a new tab); needs the portals feature', params: serviceParams,
    // The address signs in with the company's (or the employee's) credential at the remote portal.
    managerOnly: true,
  },
  'manager.portals.autoTransfer': {
    method: 'POST', path: 'manager/portals/auto-transfer', access: 'manager', tag: 'portals',
    summary: 'Sweep new incoming funds of a remote portal account into an own account automatically (docs/portal-services.md)',
    body: z.object({
      bank_account_id: idInput,
      portal_service: z.enum(PORTAL_SERVICE_PROVIDERS, { error: 'The selected portal service is invalid.' }),
      portal_destination_account_id: slugSchema,
    }),
    write: true, otp: true,
  },
  'manager.portals.autoTransferDelete': {
    method: 'DELETE', path: 'manager/portals/auto-transfer/{id}', access: 'manager', tag: 'portals',
    summary: 'Stop an automatic transfer', params: idParams, write: true,
  },
  'manager.portals.remoteAccounts': {
    method: 'GET', path: 'manager/portals/{service}/remote-accounts', access: 'manager', tag: 'portals',
    summary: 'Accounts at a remote portal (on failure the portal uses an empty list)', params: serviceParams,
  },
  'manager.portals.signUpCompany': {
    method: 'POST', path: 'manager/portals/{service}/sign-up/company', access: 'manager', tag: 'portals',
    summary: 'Sign the company up at a remote portal (questionnaire); the answer holds token and user', params: serviceParams, body: companySignUpBody, write: true,
  },
  'manager.portals.signUpEmployee': {
    method: 'POST', path: 'manager/portals/{service}/sign-up/employee', access: 'manager', tag: 'portals',
    summary: 'Sign an employee up at a remote portal (questionnaire); the answer holds token and user', params: serviceParams, body: employeeSignUpBody, write: true,
  },

  'manager.psp.signUp': {
    method: 'POST', path: `${psp}/sign-up`, access: 'manager', tag: 'psp',
    summary: 'Sign the company up at the payment-service provider (PSP portal feature)',
    body: z.object({ website: blankable(urlSchema), accept_terms: z.literal(true, { error: 'The terms must be accepted.' }) }), write: true,
  },
  'manager.psp.accountsCreate': {
    method: 'POST', path: `${psp}/accounts`, access: 'manager', tag: 'psp',
    summary: 'Attach an own account to the PSP', body: z.object({ bank_account_id: idInput, account_type: slugSchema }), write: true,
  },
  'manager.psp.accounts': { method: 'GET', path: `${psp}/accounts`, access: 'manager', tag: 'psp', summary: 'Accounts attached to the PSP', query: pageQuery },
  'manager.psp.revokeToken': {
    method: 'POST', path: `${psp}/revoke-token`, access: 'manager', tag: 'psp', summary: 'Revoke the PSP access token of the company', write: true,
  },
  'manager.psp.payment': {
    method: 'GET', path: `${psp}/payments/{id}`, access: 'manager', tag: 'psp',
    summary: 'A PSP payment, used to prefill a withdrawal (query shortcut fx, PSP deposit lookup)', params: z.object({ id: slugSchema }),
  },
});

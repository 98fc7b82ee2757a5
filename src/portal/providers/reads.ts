import type { TransactionsMetadata } from '../../contract/entities';
import type { DictionaryName } from '../../contract/enums';
import { callLoose, read, type LooseCallArgs } from './callApi';
import { listQuery } from './listQuery';
import { lookupCall, type LookupKind } from './lookup';
import { loadRemoteAccounts } from './remoteAccounts';

/**
 * The dataProvider's reads beyond a resource's records (statistics, dictionaries, a company's
 * onboarding…), each over one call of the contract and typed by it. Pages call them in `useQuery` with
 * a key of queryKeys.ts.
 */
export const reads = {
  // The payment forms' listeners: prices and what a form starts from.
  getGrandTotal: read('manager.grandTotal.calculate'),
  getCryptoBuyTotal: read('manager.grandTotal.fiatCrypto'),
  getCryptoWithdrawalTotal: read('manager.grandTotal.withdrawCrypto'),
  getTransaction: read('manager.transactions.get'),
  getBeneficiary: read('manager.agents.get'),
  /** A payment template a payment form starts from (issue 40). */
  getPaymentTemplate: read('manager.paymentTemplates.get'),
  getExchangeRate: read('manager.exchange.rates'),
  getOnboardingTransitions: read('admin.companies.onboardingTransitions'),
  getSystemReading: read('admin.system.get'),
  getTransferMap: read('manager.accountsTransferMap'),
  // The manager dashboard's statistics.
  getCompanyStatistics: read('manager.statistic'),
  getTransactionVolume: read('manager.statistic.transactionVolume'),
  getAccountsVolume: read('manager.statistic.accountsTransactionVolume'),
  /** Count and amount per currency of a transaction list's filters (the list's own query keys). */
  getTransactionTotals: (filter: Record<string, unknown>, signal?: AbortSignal) =>
    callLoose<TransactionsMetadata>('manager.transactions.metadata', { query: listQuery({ filter }), ...(signal ? { signal } : {}) }),
  /** The company's merchant at the PSP, carried beside the first page of its PSP accounts (meta.merchant); null before the sign-up. */
  getPspMerchant: async <M>(signal?: AbortSignal): Promise<M | null> =>
    (await callLoose<{ meta: { merchant?: M | null } }>('manager.psp.accounts', { query: { page: 1, per_page: 1 }, ...(signal ? { signal } : {}) })).meta.merchant ?? null,
  // The public purchase page of a product (no session).
  getPublicProduct: read('products.public'),
  getProductPayment: read('products.payment'),
  // A remote portal service: its accounts with the link flags (a failed load is an empty list with its error), and the sign-in address.
  getRemoteAccounts: loadRemoteAccounts,
  getPortalSignIn: read('manager.portals.signIn'),
  // The admin timeline: a record as it is now, the events newer than the newest shown, the classes of the menu.
  getTimelineView: read('admin.timeline.view'),
  pullTimeline: read('admin.timeline.pull'),
  getTimelineClasses: read('admin.timeline.entityClasses'),
  /** The signed-in user as the server has it now (auth/me). */
  getMe: read('auth.me'),
  /** One dictionary of GET dictionaries/{name}: its list. */
  getDictionary: <T>(name: DictionaryName, signal?: AbortSignal) => callLoose<T[]>('dictionaries.get', { params: { name }, ...(signal ? { signal } : {}) }),
  /** An autofill lookup; the next one of its kind cancels it (lookup.ts). */
  lookup: <T = unknown>(kind: LookupKind, args: LooseCallArgs): Promise<T> => lookupCall<T>(kind, args),
};

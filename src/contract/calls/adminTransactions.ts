import { z } from 'zod';
import { defineCalls } from '../http';
import { PAGE_SIZE } from '../constants';
import { ADMIN_TRANSACTION_MODES, CHART_GRANULARITIES, CURRENCIES, INTEGRITY_CHECK_STATUSES, PERIOD_PRESETS, SYSTEM_SUBPAGES } from '../enums';
import {
  amountSchema,
  blankable,
  dateSchema,
  flagSchema,
  ibanSchema,
  idInput,
  idParams,
  listParam,
  pageQuery,
  refMessageSchema,
  searchSchema,
  textSchema,
} from '../schemas';
import { adminTransactionQuery } from './payloads';

const periodQuery = z.object({ period: blankable(z.enum(PERIOD_PRESETS)) });
const volumeQuery = z.object({ period: blankable(z.enum(PERIOD_PRESETS)), granularity: blankable(z.enum(CHART_GRANULARITIES)) });
const ids = blankable(listParam(idInput, PAGE_SIZE));

/** Document 2, section 7 "Admin": transactions, bank accounts and integrity, system and volumes. */
export const adminTransactionCalls = defineCalls({
  'admin.transactions.list': {
    method: 'GET', path: 'a/transactions', access: 'admin', tag: 'transactions',
    summary: 'Transactions of every company by mode (pending_transactions, approved_transactions, admin_action_require_transactions) and filters',
    query: adminTransactionQuery,
  },
  'admin.transactions.approveApiPayments': {
    method: 'POST', path: 'a/transactions/approve-api-payments', access: 'admin', tag: 'transactions',
    summary: 'External payment approval: approve (or reject) transactions awaiting an admin',
    body: z.object({
      id: z.array(idInput, { error: "Invalid request format. 'id' must be an array." }).min(1).max(PAGE_SIZE),
      action: z.enum(['approve', 'reject'], { error: 'The selected action is invalid.' }).default('approve'),
      reason: blankable(textSchema(500)),
    }),
    write: true,
  },
  'admin.transactions.statistic': {
    method: 'GET', path: 'a/transactions/statistic', access: 'admin', tag: 'statistics',
    summary: 'Transaction statistics: total, recent, deposit, withdraw, fee', query: periodQuery,
  },
  'admin.transactions.columns': {
    method: 'GET', path: 'a/transactions/columns', access: 'admin', tag: 'transactions',
    summary: 'Columns available in the admin transaction list of a mode (adds external_service_type_id)',
    query: z.object({ mode: blankable(z.enum(ADMIN_TRANSACTION_MODES)) }),
  },
  'admin.transactions.credit': {
    method: 'POST', path: 'a/transactions/credit', access: 'admin', tag: 'transactions',
    summary: 'Top-up balance: credit an account (a deposit transaction)',
    body: z.object({
      bank_account_id: idInput,
      amount: amountSchema(),
      ref_message: blankable(refMessageSchema),
      bypass_duplicate_check: flagSchema.optional(),
      // The inbound transfer's sender (project decision, docs/decisions.md "Blacklisted agents"): recorded as
      // the remitter; a sender IBAN of a blacklisted agent is recalled while the autorecall setting is on.
      sender_iban: blankable(ibanSchema),
      sender_name: blankable(textSchema(200)),
    }),
    write: true, otp: true,
  },
  'admin.agents.list': {
    method: 'GET', path: 'a/transaction-agents', access: 'admin', tag: 'beneficiaries',
    summary: 'Transaction agents (beneficiaries) of every company, to find and review blacklisted ones (filters: iban, company_id, blacklisted)',
    query: pageQuery.extend({ iban: blankable(ibanSchema), company_id: blankable(idInput), blacklisted: flagSchema.optional() }),
  },
  'admin.agents.blacklist': {
    method: 'PUT', path: 'a/transaction-agents/{id}/blacklist', access: 'admin', tag: 'beneficiaries',
    summary: 'Blacklist a transaction agent (or lift it): deposits from its IBAN are recalled while autorecall_deposit_from_blacklisted_agent is on',
    params: idParams,
    body: z.object({ blacklisted: flagSchema, reason: blankable(textSchema(500)) }),
    write: true, otp: true,
  },
  'admin.transactions.history': {
    method: 'GET', path: 'a/transactions/{id}/history', access: 'admin', tag: 'transactions',
    summary: 'Status history of a transaction', params: idParams,
  },
  'admin.transactions.get': {
    method: 'GET', path: 'a/transactions/{id}', access: 'admin', tag: 'transactions', summary: 'One transaction', params: idParams,
  },
  'admin.transactions.checkRecords': {
    method: 'GET', path: 'a/transactions/check-records', access: 'admin', tag: 'transactions',
    summary: 'Check history: find transaction records by ids or source reference',
    query: pageQuery.extend({
      tid: ids,
      source_reference: blankable(textSchema(100)),
      from_date: blankable(dateSchema),
      to_date: blankable(dateSchema),
    }),
  },

  'admin.bankAccounts.list': {
    method: 'GET', path: 'a/bank-accounts', access: 'admin', tag: 'bankAccounts',
    summary: 'Bank accounts of every company',
    query: pageQuery.extend({
      company_id: ids,
      cid: ids,
      currency: blankable(z.enum(CURRENCIES)),
      search: blankable(searchSchema),
    }),
  },
  'admin.integrityChecks.list': {
    method: 'GET', path: 'a/integrity-checks', access: 'admin', tag: 'bankAccounts',
    summary: 'Bank account integrity checks (balance equals the sum of postings)',
    query: pageQuery.extend({ bank_account_id: blankable(idInput), status: blankable(z.enum(INTEGRITY_CHECK_STATUSES)) }),
  },
  'admin.bankAccounts.integrityCheck': {
    method: 'POST', path: 'a/bank-accounts/{id}/integrity-checks', access: 'admin', tag: 'bankAccounts',
    summary: 'Run an integrity check of one account', params: idParams, write: true,
  },

  'admin.system.get': {
    method: 'GET', path: 'a/system/{subpage}', access: 'admin', tag: 'system',
    summary: 'System overview of a subpage (rabbitmq, cpu, hdd, crm_queue_upsert, crm_queue_tags), each value with dateTime',
    params: z.object({ subpage: z.enum(SYSTEM_SUBPAGES, { error: 'The selected subpage is invalid.' }) }),
  },
  'admin.transactionVolume': {
    method: 'GET', path: 'a/transaction-volume', access: 'admin', tag: 'statistics', summary: 'Transaction volume over time (chart)', query: volumeQuery,
  },
  'admin.activitiesVolumeByType': {
    method: 'GET', path: 'a/activities-volume-by-type', access: 'admin', tag: 'statistics', summary: 'Activity counts by type (chart)', query: periodQuery,
  },
});

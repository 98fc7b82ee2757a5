import { useGetList } from 'react-admin';
import type { BankAccount } from '../../contract/entities';
import { SERVER_PAGE_LIMIT } from '../providers/dataProvider';

/** Every account of the company in one page, in the server's order (a company has far fewer than 100). */
const ALL = { pagination: { page: 1, perPage: SERVER_PAGE_LIMIT } };

/**
 * The company's accounts with their balances: one query shared by the dashboard, the payment forms and
 * the import form, refreshed by react-admin after an account write and kept live by LiveAccounts.
 */
export const useCompanyAccounts = (options: { enabled?: boolean } = {}) => useGetList<BankAccount>('bank-accounts', ALL, options);

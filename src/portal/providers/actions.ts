import { action } from './writeRequest';

/**
 * The dataProvider's writes that are not a resource's create, update or delete: decisions, role
 * changes, payments, purges… Each is one call of the contract, typed by it, and goes through the write
 * wrapper like the standard writes (`meta`: summary, oneTimeCode, bypassDuplicate). Pages call them
 * through useMutation.
 */
export const actions = {
  /** A payment of any kind (iban, transfer, convert…): the Idempotency-Key makes a re-send after an unknown outcome safe. */
  createTransaction: action('manager.transactions.create'),
  approveApiPayments: action('admin.transactions.approveApiPayments'),
  runIntegrityCheck: action('admin.bankAccounts.integrityCheck'),
  selectBankAccount: action('manager.bankAccounts.select'),
};

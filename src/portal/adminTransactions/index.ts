import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const TransactionHistoryPage = lazyPage(() => import('./TransactionHistoryPage'), 'TransactionHistoryPage');
/**
 * A list whose rows lead to a transaction's History fetches that page's code behind its own (issue 43:
 * the click then shows the page at once and its two reads start with it, not after a chunk and a
 * suspended render).
 */
const withHistoryAhead = <M>(module: M): M => {
  void TransactionHistoryPage.preload().catch(() => undefined);
  return module;
};
const AdminTransactionList = lazyPage(() => import('./AdminTransactionList').then(withHistoryAhead), 'AdminTransactionList');
const CheckHistoryPage = lazyPage(() => import('./CheckHistoryPage').then(withHistoryAhead), 'CheckHistoryPage');

/** The `admin-transactions` resource: served by the dataProvider (providers/resources.ts), labelled under resources.admin-transactions. */
export const adminTransactions = kontorResource({ name: 'admin-transactions', icon: ReceiptLongIcon, recordRepresentation: 'name', list: AdminTransactionList, show: TransactionHistoryPage });

/** The `admin-check-records` resource: the check history's search over transactions (admin.transactions.checkRecords). */
export const adminCheckRecords = kontorResource({ name: 'admin-check-records', icon: ManageSearchIcon, recordRepresentation: 'name', list: CheckHistoryPage });

import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const AdminTransactionList = lazyPage(() => import('./AdminTransactionList'), 'AdminTransactionList');
const TransactionHistoryPage = lazyPage(() => import('./TransactionHistoryPage'), 'TransactionHistoryPage');
const CheckHistoryPage = lazyPage(() => import('./CheckHistoryPage'), 'CheckHistoryPage');

/** The `admin-transactions` resource: served by the dataProvider (providers/resources.ts), labelled under resources.admin-transactions. */
export const adminTransactions = kontorResource({ name: 'admin-transactions', icon: ReceiptLongIcon, recordRepresentation: 'name', list: AdminTransactionList, show: TransactionHistoryPage });

/** The `admin-check-records` resource: the check history's search over transactions (admin.transactions.checkRecords). */
export const adminCheckRecords = kontorResource({ name: 'admin-check-records', icon: ManageSearchIcon, recordRepresentation: 'name', list: CheckHistoryPage });

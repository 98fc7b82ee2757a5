import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const TransactionListPage = lazyPage(() => import('./TransactionListPage'), 'TransactionListPage');
const TransactionShow = lazyPage(() => import('./TransactionShow'), 'TransactionShow');

/** The `transactions` resource: served by the dataProvider (providers/resources.ts), labelled under resources.transactions. */
export const transactions = kontorResource({ name: 'transactions', icon: ReceiptLongIcon, recordRepresentation: 'name', list: TransactionListPage, show: TransactionShow });

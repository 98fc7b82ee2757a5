import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

/** The `transactions` resource: served by the dataProvider (providers/resources.ts), labelled under resources.transactions. */
export const transactions = kontorResource({
  name: 'transactions',
  icon: ReceiptLongIcon,
  recordRepresentation: 'name',
  list: lazyPage(() => import('./TransactionListPage'), 'TransactionListPage'),
  show: lazyPage(() => import('./TransactionShow'), 'TransactionShow'),
});

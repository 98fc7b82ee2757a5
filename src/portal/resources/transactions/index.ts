import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { kontorResource } from '../../frame/kontorResource';

/** The `transactions` resource: served by the dataProvider (providers/resources.ts), labelled under resources.transactions. */
export default kontorResource({
  name: 'transactions',
  icon: ReceiptLongIcon,
  recordRepresentation: 'name',
});

import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { kontorResource } from '../../frame/kontorResource';

/** The `admin-transactions` resource: served by the dataProvider (providers/resources.ts), labelled under resources.admin-transactions. */
export default kontorResource({
  name: 'admin-transactions',
  icon: ReceiptLongIcon,
  recordRepresentation: 'name',
});

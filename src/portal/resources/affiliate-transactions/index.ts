import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { kontorResource } from '../../frame/kontorResource';

/** The `affiliate-transactions` resource: served by the dataProvider (providers/resources.ts), labelled under resources.affiliate-transactions. */
export default kontorResource({
  name: 'affiliate-transactions',
  icon: ReceiptLongIcon,
  recordRepresentation: 'name',
});

import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { kontorResource } from '../../frame/kontorResource';

/** The `white-labeled-transactions` resource: served by the dataProvider (providers/resources.ts), labelled under resources.white-labeled-transactions. */
export default kontorResource({
  name: 'white-labeled-transactions',
  icon: ReceiptLongIcon,
  recordRepresentation: 'name',
});

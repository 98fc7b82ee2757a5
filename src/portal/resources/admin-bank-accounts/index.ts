import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { kontorResource } from '../../frame/kontorResource';

/** The `admin-bank-accounts` resource: served by the dataProvider (providers/resources.ts), labelled under resources.admin-bank-accounts. */
export default kontorResource({
  name: 'admin-bank-accounts',
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
});

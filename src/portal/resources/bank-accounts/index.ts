import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { kontorResource } from '../../frame/kontorResource';

/** The `bank-accounts` resource: served by the dataProvider (providers/resources.ts), labelled under resources.bank-accounts. */
export default kontorResource({
  name: 'bank-accounts',
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
});

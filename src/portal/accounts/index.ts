import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const AccountsPage = lazyPage(() => import('./AccountsPage'), 'AccountsPage');

/** The `bank-accounts` resource: served by the dataProvider (providers/resources.ts), labelled under resources.bank-accounts. */
export const bankAccounts = kontorResource({ name: 'bank-accounts', icon: AccountBalanceIcon, recordRepresentation: 'name', list: AccountsPage });

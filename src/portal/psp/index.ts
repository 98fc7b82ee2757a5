import LanIcon from '@mui/icons-material/Lan';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const PspAccountsPage = lazyPage(() => import('./PspAccountsPage'), 'PspAccountsPage');

/** The `psp-accounts` resource: own accounts attached to the PSP, served by the dataProvider (providers/resources.ts). */
export const pspAccounts = kontorResource({ name: 'psp-accounts', icon: LanIcon, recordRepresentation: 'external_id', list: PspAccountsPage });

import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import RuleIcon from '@mui/icons-material/Rule';
import type { BankAccountIntegrity } from '../../contract/entities';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';

const AdminBankAccountList = lazyPage(() => import('./AdminBankAccountList'), 'AdminBankAccountList');
const IntegrityCheckList = lazyPage(() => import('./IntegrityCheckList'), 'IntegrityCheckList');

/** The `admin-bank-accounts` resource: served by the dataProvider (providers/resources.ts), labelled under resources.admin-bank-accounts. */
export const adminBankAccounts = kontorResource({ name: 'admin-bank-accounts', icon: AccountBalanceIcon, recordRepresentation: 'name', list: AdminBankAccountList });

/** The `integrity-checks` resource: served by the dataProvider (providers/resources.ts), labelled under resources.integrity-checks. */
export const integrityChecks = kontorResource({ name: 'integrity-checks', icon: RuleIcon, recordRepresentation: (record: BankAccountIntegrity) => record.bank_account.name, list: IntegrityCheckList });

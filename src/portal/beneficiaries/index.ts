import BlockIcon from '@mui/icons-material/Block';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';
import { beneficiaryName } from './beneficiaryName';

const BeneficiaryList = lazyPage(() => import('./BeneficiaryList'), 'BeneficiaryList');
const BeneficiaryEdit = lazyPage(() => import('./BeneficiaryEdit'), 'BeneficiaryEdit');
const BeneficiaryCreate = lazyPage(() => import('./BeneficiaryCreate'), 'BeneficiaryCreate');
const AdminAgentList = lazyPage(() => import('./AdminAgentList'), 'AdminAgentList');

/** The `transaction-agents` resource: served by the dataProvider (providers/resources.ts), labelled under resources.transaction-agents. */
export const transactionAgents = kontorResource({ name: 'transaction-agents', icon: PeopleAltIcon, recordRepresentation: beneficiaryName, list: BeneficiaryList, edit: BeneficiaryEdit, create: BeneficiaryCreate });

/** The `admin-transaction-agents` resource: every company's agents with the bank's blacklist (providers/resources.ts), labelled under resources.admin-transaction-agents. */
export const adminTransactionAgents = kontorResource({ name: 'admin-transaction-agents', icon: BlockIcon, recordRepresentation: beneficiaryName, list: AdminAgentList });

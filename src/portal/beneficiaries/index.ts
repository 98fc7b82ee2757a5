import BlockIcon from '@mui/icons-material/Block';
import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import type { AdminAgent, Beneficiary } from '../../contract/entities';
import { kontorResource } from '../frame/kontorResource';
import { lazyPage } from '../frame/lazyPage';
import { beneficiaryName } from './beneficiaryName';

/** The `transaction-agents` resource: served by the dataProvider (providers/resources.ts), labelled under resources.transaction-agents. */
export const transactionAgents = kontorResource({
  name: 'transaction-agents',
  icon: PeopleAltIcon,
  recordRepresentation: (record: Beneficiary) => beneficiaryName(record),
  list: lazyPage(() => import('./BeneficiaryList'), 'BeneficiaryList'),
  edit: lazyPage(() => import('./BeneficiaryEdit'), 'BeneficiaryEdit'),
  create: lazyPage(() => import('./BeneficiaryCreate'), 'BeneficiaryCreate'),
});

/** The `admin-transaction-agents` resource: every company's agents with the bank's blacklist (providers/resources.ts), labelled under resources.admin-transaction-agents. */
export const adminTransactionAgents = kontorResource({
  name: 'admin-transaction-agents',
  icon: BlockIcon,
  recordRepresentation: (record: AdminAgent) => beneficiaryName(record),
  list: lazyPage(() => import('./AdminAgentList'), 'AdminAgentList'),
});

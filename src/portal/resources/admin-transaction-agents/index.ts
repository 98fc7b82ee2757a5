import BlockIcon from '@mui/icons-material/Block';
import { beneficiaryName } from '../../beneficiaries/beneficiaryName';
import { kontorResource } from '../../frame/kontorResource';
import type { AdminAgent } from '../../../contract/entities';

/** The `admin-transaction-agents` resource: every company's agents with the bank's blacklist (providers/resources.ts), labelled under resources.admin-transaction-agents. */
export default kontorResource({
  name: 'admin-transaction-agents',
  icon: BlockIcon,
  recordRepresentation: (record: AdminAgent) => beneficiaryName(record),
});

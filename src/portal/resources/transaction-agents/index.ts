import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { beneficiaryName } from '../../beneficiaries/beneficiaryName';
import { kontorResource } from '../../frame/kontorResource';
import type { Beneficiary } from '../../../contract/entities';

/** The `transaction-agents` resource: served by the dataProvider (providers/resources.ts), labelled under resources.transaction-agents. */
export default kontorResource({
  name: 'transaction-agents',
  icon: PeopleAltIcon,
  recordRepresentation: (record: Beneficiary) => beneficiaryName(record),
});

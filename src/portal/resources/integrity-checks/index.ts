import RuleIcon from '@mui/icons-material/Rule';
import { kontorResource } from '../../frame/kontorResource';
import type { BankAccountIntegrity } from '../../../contract/entities';

/** The `integrity-checks` resource: served by the dataProvider (providers/resources.ts), labelled under resources.integrity-checks. */
export default kontorResource({
  name: 'integrity-checks',
  icon: RuleIcon,
  recordRepresentation: (record: BankAccountIntegrity) => record.bank_account.name,
});

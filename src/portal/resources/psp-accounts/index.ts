import LanIcon from '@mui/icons-material/Lan';
import { kontorResource } from '../../frame/kontorResource';

/** The `psp-accounts` resource: own accounts attached to the PSP, served by the dataProvider (providers/resources.ts). */
export default kontorResource({
  name: 'psp-accounts',
  icon: LanIcon,
  recordRepresentation: 'external_id',
});

import Inventory2Icon from '@mui/icons-material/Inventory2';
import { kontorResource, numbered } from '../../frame/kontorResource';

/** The `kyc-file-archives` resource: served by the dataProvider (providers/resources.ts), labelled under resources.kyc-file-archives. */
export default kontorResource({
  name: 'kyc-file-archives',
  icon: Inventory2Icon,
  recordRepresentation: numbered,
});

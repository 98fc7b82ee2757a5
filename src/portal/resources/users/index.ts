import PersonIcon from '@mui/icons-material/Person';
import { kontorResource } from '../../frame/kontorResource';
import type { User } from '../../../contract/entities';

/** The `users` resource: served by the dataProvider (providers/resources.ts), labelled under resources.users. */
export default kontorResource({
  name: 'users',
  icon: PersonIcon,
  recordRepresentation: (record: User) => `${record.first_name} ${record.last_name}`.trim() || record.email,
});

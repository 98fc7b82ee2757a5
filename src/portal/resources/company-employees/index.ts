import BadgeIcon from '@mui/icons-material/Badge';
import { kontorResource } from '../../frame/kontorResource';

/** `company-employees`: the users of one company (admin company profile, Employees tab); the list names the company in its meta. */
export default kontorResource({
  name: 'company-employees',
  icon: BadgeIcon,
  recordRepresentation: 'email',
});

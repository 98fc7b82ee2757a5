import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { kontorResource } from '../../frame/kontorResource';

/** The `admin-check-records` resource: the check history's search over transactions (admin.transactions.checkRecords). */
export default kontorResource({
  name: 'admin-check-records',
  icon: ManageSearchIcon,
  recordRepresentation: 'name',
});

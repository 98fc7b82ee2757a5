import CampaignIcon from '@mui/icons-material/Campaign';
import { kontorResource } from '../../frame/kontorResource';

/** The `admin-announcements` resource: served by the dataProvider (providers/resources.ts), labelled under resources.admin-announcements. */
export default kontorResource({
  name: 'admin-announcements',
  icon: CampaignIcon,
  recordRepresentation: 'title',
});

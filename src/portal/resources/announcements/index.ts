import CampaignIcon from '@mui/icons-material/Campaign';
import { kontorResource } from '../../frame/kontorResource';

/** The `announcements` resource: served by the dataProvider (providers/resources.ts), labelled under resources.announcements. */
export default kontorResource({
  name: 'announcements',
  icon: CampaignIcon,
  recordRepresentation: 'title',
});

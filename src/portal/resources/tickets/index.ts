import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { kontorResource } from '../../frame/kontorResource';

/** The `tickets` resource: served by the dataProvider (providers/resources.ts), labelled under resources.tickets. */
export default kontorResource({
  name: 'tickets',
  icon: SupportAgentIcon,
  recordRepresentation: 'subject',
});

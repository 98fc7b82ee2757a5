import HandshakeIcon from '@mui/icons-material/Handshake';
import { kontorResource } from '../../frame/kontorResource';

/** The `affiliates` resource: served by the dataProvider (providers/resources.ts), labelled under resources.affiliates. */
export default kontorResource({
  name: 'affiliates',
  icon: HandshakeIcon,
  recordRepresentation: 'name',
});

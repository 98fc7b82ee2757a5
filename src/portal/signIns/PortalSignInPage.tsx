import { useParams } from 'react-router-dom';
import { callApi } from '../providers/callApi';
import { KeySignIn } from './KeySignIn';

/** /portals/{portal}/{key}: sign-in from a remote portal. */
export const PortalSignInPage = () => {
  const { portal, key } = useParams();
  return <KeySignIn titleKey="app.routes.portal_auth" exchange={portal && key ? (otp) => callApi('auth.portals', { params: { a: portal, b: key }, oneTimeCode: otp, errorContext: 'login' }) : null} />;
};

import { useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { KontorDataProvider } from '../providers/dataProvider';
import { KeySignIn } from './KeySignIn';

/** /portals/{portal}/{key}: sign-in from a remote portal. */
export const PortalSignInPage = () => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { portal, key } = useParams();
  return <KeySignIn titleKey="app.routes.portal_auth" exchange={portal && key ? (otp) => dataProvider.signInFromPortal({ params: { a: portal, b: key }, oneTimeCode: otp, errorContext: 'login' }) : null} />;
};

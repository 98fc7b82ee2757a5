import { useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { KontorDataProvider } from '../providers/dataProvider';
import { KeySignIn } from './KeySignIn';

/** /legacy/{key}: sign-in from the legacy system. */
export const LegacySignInPage = () => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { key } = useParams();
  return <KeySignIn titleKey="app.routes.legacy" exchange={key ? (otp) => dataProvider.signInFromLegacy({ body: { key }, oneTimeCode: otp, errorContext: 'login' }) : null} />;
};

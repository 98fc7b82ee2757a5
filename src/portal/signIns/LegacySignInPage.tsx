import { useParams } from 'react-router-dom';
import { callApi } from '../providers/callApi';
import { KeySignIn } from './KeySignIn';

/** /legacy/{key}: sign-in from the legacy system. */
export const LegacySignInPage = () => {
  const { key } = useParams();
  return <KeySignIn titleKey="app.routes.legacy" exchange={key ? (otp) => callApi('auth.fromLegacy', { body: { key }, oneTimeCode: otp, errorContext: 'login' }) : null} />;
};

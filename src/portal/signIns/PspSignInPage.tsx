import { useDataProvider } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { KontorDataProvider } from '../providers/dataProvider';
import { KeySignIn } from './KeySignIn';

/** /psp/auth/{user_id}/{auth_key}: quick login from the PSP, for guests and signed-in users alike. */
export const PspSignInPage = () => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const { user_id: userId, auth_key: authKey } = useParams();
  return (
    <KeySignIn
      titleKey="app.routes.psp_auth"
      exchange={userId && authKey ? (otp) => dataProvider.signInFromPsp({ body: { user_id: Number(userId), auth_key: authKey }, oneTimeCode: otp, errorContext: 'login' }) : null}
    />
  );
};

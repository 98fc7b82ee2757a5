import { Alert, Button, CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '../frame/AuthLayout';
import { useDocumentTitle } from '../frame/useDocumentTitle';
import { isApiError } from '../providers/ApiError';
import { readAccessToken } from '../providers/authStorage';
import type { KontorDataProvider } from '../providers/dataProvider';

type ChatState = 'working' | 'done' | 'signed_out' | 'unavailable';

/**
 * /rocket-chat/auth: the chat service's sign-in page (its iframe login). A signed-in user gets a
 * single-use key that is handed to the chat window only (the origin of the address the server
 * answers); the chat service redeems it with Kontor, server to server.
 */
export const RocketChatAuthPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<KontorDataProvider>();
  useDocumentTitle('app.routes.rocket_chat');
  const [state, setState] = useState<ChatState>(readAccessToken() ? 'working' : 'signed_out');
  const started = useRef(false);
  useEffect(() => {
    if (started.current || state !== 'working') return;
    started.current = true;
    dataProvider
      .getChatSignInKey({ errorContext: 'silent' })
      .then(({ token, url }) => {
        window.parent.postMessage({ event: 'login-with-token', loginToken: token }, new URL(url).origin);
        setState('done');
      })
      .catch((error: unknown) => setState(isApiError(error) && error.status === 401 ? 'signed_out' : 'unavailable'));
  }, [state, dataProvider]);
  return (
    <AuthLayout title={translate('app.routes.rocket_chat')}>
      {state === 'working' ? <CircularProgress aria-label={translate('app.signins.signing_in')} /> : null}
      {state === 'done' ? <Alert severity="success">{translate('app.signins.chat_done')}</Alert> : null}
      {state === 'unavailable' ? <Alert severity="warning">{translate('app.signins.unavailable')}</Alert> : null}
      {state === 'signed_out' ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>{translate('app.signins.chat_signed_out')}</Alert>
          <Button component={RouterLink} to="/login" variant="contained">{translate('app.signins.to_login')}</Button>
        </>
      ) : null}
    </AuthLayout>
  );
};

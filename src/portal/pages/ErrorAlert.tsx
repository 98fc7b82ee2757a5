import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isApiError } from '../providers/ApiError';
import { errorMessageOf } from './errorMessageOf';

type ErrorAlertProps = {
  error: unknown;
  /** Shown instead of the server's (English) message when the answer is a 404: a dead link. */
  notFoundKey?: string;
};

/** A failed call as the reader sees it: translated when it is one of ours, the server's text otherwise. */
export const ErrorAlert = ({ error, notFoundKey }: ErrorAlertProps) => {
  const translate = useTranslate();
  const message = notFoundKey !== undefined && isApiError(error) && error.status === 404 ? notFoundKey : errorMessageOf(error);
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {translate(message, { _: message })}
    </Alert>
  );
};

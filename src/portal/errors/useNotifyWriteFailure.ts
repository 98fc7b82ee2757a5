import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { writeFailure } from './formErrors';

/** Notifies why a write failed (translation key or the server's text), unless the person has seen it end already. */
export const useNotifyWriteFailure = () => {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message = writeFailure(error);
      if (message) notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
};

import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { TwoFactorModal, type TwoFactorOutcome } from '../twoFactor/TwoFactorModal';
import { errorMessageOf } from '../pages/errorMessageOf';
import { isOtpRequired } from '../providers/ApiError';
import type { KontorDataProvider } from '../providers/dataProvider';

type TwoFactorRemoveProps = { onRemoved: () => Promise<void> };

/** Two-factor is on: "Disable" asks for a current code, then removes it. */
export const TwoFactorRemove = ({ onRemoved }: TwoFactorRemoveProps) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);

  // The removal always needs a code, so the modal opens at once rather than after a refused call.
  const remove = async (code: string): Promise<TwoFactorOutcome> => {
    try {
      await dataProvider.removeTwoFactor({ oneTimeCode: code, errorContext: 'form' });
    } catch (error) {
      if (isOtpRequired(error)) return { refused: error.message };
      setAsking(false);
      const message = errorMessageOf(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return null;
    }
    setAsking(false);
    notify('app.pages.profile.two_factor.disabled', { type: 'success' });
    await onRemoved();
    return null;
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.pages.profile.two_factor.on_text')}
      </Typography>
      <Button variant="outlined" color="error" startIcon={<LockOpenIcon />} onClick={() => setAsking(true)}>
        {translate('app.pages.profile.two_factor.disable')}
      </Button>
      <TwoFactorModal open={asking} onSubmit={remove} onCancel={() => setAsking(false)} />
    </>
  );
};

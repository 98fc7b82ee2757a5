import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { TwoFactorModal } from '../twoFactor/TwoFactorModal';
import { errorMessageOf } from '../pages/errorMessageOf';
import type { KontorDataProvider } from '../providers/dataProvider';
import { useOneTimeCode } from './useOneTimeCode';

type TwoFactorRemoveProps = { onRemoved: () => Promise<void> };

/** Two-factor is on: "Disable" asks for a current code (or a passkey), then removes it. */
export const TwoFactorRemove = ({ onRemoved }: TwoFactorRemoveProps) => {
  const dataProvider = useDataProvider<KontorDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const { run, modalProps } = useOneTimeCode<unknown>();

  // The server checks the removal first (a policy may require two-factor), then asks for the factor.
  const remove = async () => {
    try {
      const answer = await run((second) => dataProvider.removeTwoFactor({ ...second, errorContext: 'form' }));
      if (answer === null) return;
    } catch (error) {
      const message = errorMessageOf(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return;
    }
    notify('app.pages.profile.two_factor.disabled', { type: 'success' });
    await onRemoved();
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.pages.profile.two_factor.on_text')}
      </Typography>
      <Button variant="outlined" color="error" startIcon={<LockOpenIcon />} onClick={() => void remove()}>
        {translate('app.pages.profile.two_factor.disable')}
      </Button>
      <TwoFactorModal {...modalProps} />
    </>
  );
};

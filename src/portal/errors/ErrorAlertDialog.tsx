import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { alertStore } from './alertStore';
import { useStore } from './useStore';

/**
 * The alerts of the error catalogue, one at a time: "Server Error, please try again later" with
 * "Ok, got it!", the maintenance warning without buttons (it closes on Escape or a click beside it,
 * the next call shows it again while maintenance lasts), the remote portal warning.
 */
export const ErrorAlertDialog = () => {
  const translate = useTranslate();
  const [alert] = useStore(alertStore);
  if (!alert) return null;
  const close = () => alertStore.dismiss(alert.id);
  const Icon = alert.severity === 'error' ? ErrorOutlineIcon : WarningAmberIcon;
  const text = translate(alert.message, { _: alert.message });
  return (
    <Dialog open onClose={close} maxWidth="xs" fullWidth aria-labelledby={alert.title ? 'error-alert-title' : undefined} aria-label={alert.title ? undefined : text} role="alertdialog">
      {alert.title ? <DialogTitle id="error-alert-title">{translate(alert.title, { _: alert.title })}</DialogTitle> : null}
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pt: alert.title ? 0 : 1 }}>
          <Icon color={alert.severity} fontSize="large" />
          <DialogContentText sx={{ whiteSpace: 'pre-line' }}>{text}</DialogContentText>
        </Stack>
      </DialogContent>
      {alert.button ? (
        <DialogActions>
          <Button variant="contained" color={alert.severity} onClick={close} autoFocus>
            {translate(alert.button)}
          </Button>
        </DialogActions>
      ) : null}
    </Dialog>
  );
};

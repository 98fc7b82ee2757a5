import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

type SubmitRowProps = { label: string; busy: boolean; canAct: boolean };

/** The form's submit; read-only users see why it is not there (crypto actions are manager only). */
export const SubmitRow = ({ label, busy, canAct }: SubmitRowProps) => {
  const translate = useTranslate();
  if (!canAct) return <Alert severity="info" sx={{ mt: 2 }}>{translate('app.crypto.read_only')}</Alert>;
  return (
    <Stack direction="row" sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" disabled={busy}>{translate(label)}</Button>
    </Stack>
  );
};

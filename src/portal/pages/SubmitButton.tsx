import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type SubmitButtonProps = { labelKey: string; icon: ReactNode; busy: boolean };

/** The full-width submit button of a visitor page's form, with a spinner while the call runs. */
export const SubmitButton = ({ labelKey, icon, busy }: SubmitButtonProps) => {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : icon} sx={{ mt: 1 }}>
      {translate(labelKey)}
    </Button>
  );
};

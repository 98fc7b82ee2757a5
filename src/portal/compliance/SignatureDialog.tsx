import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SignaturePad } from './SignaturePad';

type SignatureDialogProps = { open: boolean; documentName: string; busy: boolean; error: string | null; onCancel: () => void; onSign: (dataUrl: string) => void };

/** Asks for a drawn signature of one document; a fresh pad each time it opens. */
export const SignatureDialog = ({ open, documentName, busy, error, onCancel, onSign }: SignatureDialogProps) => {
  const translate = useTranslate();
  const [drawing, setDrawing] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="sm" slotProps={{ transition: { onExited: () => { setDrawing(null); setRound((r) => r + 1); } } }}>
      <DialogTitle>{translate('app.compliance.sign.title', { name: documentName })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>{translate('app.compliance.sign.hint')}</Typography>
        <SignaturePad key={round} label={translate('app.compliance.sign.pad')} onChange={setDrawing} />
        {error ? <Typography color="error" sx={{ mt: 1 }}>{translate(error, { _: error })}</Typography> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => { setDrawing(null); setRound((r) => r + 1); }} disabled={busy}>{translate('app.compliance.sign.clear')}</Button>
        <Button onClick={onCancel} disabled={busy}>{translate('app.compliance.sign.cancel')}</Button>
        <Button variant="contained" disabled={busy || !drawing} onClick={() => drawing && onSign(drawing)}>{translate('app.compliance.sign.submit')}</Button>
      </DialogActions>
    </Dialog>
  );
};

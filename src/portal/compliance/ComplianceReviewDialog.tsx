import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ComplianceTracking } from '../../contract/entities';
import { fileLabel } from './complianceLogic';

type ComplianceReviewDialogProps = {
  tracking: ComplianceTracking | null;
  busy: boolean;
  errors: Record<string, string>;
  onCancel: () => void;
  onDecline: (comment: string, files: string[]) => void;
};

/** Declining a submitted tracking: a comment for the company and, optionally, which documents (none ticked: all). */
export const ComplianceReviewDialog = ({ tracking, busy, errors, onCancel, onDecline }: ComplianceReviewDialogProps) => {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const toggle = (key: string) => setFiles((f) => (f.includes(key) ? f.filter((k) => k !== key) : [...f, key]));
  return (
    <Dialog open={tracking !== null} onClose={onCancel} fullWidth maxWidth="sm" slotProps={{ transition: { onExited: () => { setComment(''); setFiles([]); } } }}>
      <DialogTitle>{translate('app.compliance.review.decline_title', { id: tracking?.id ?? '' })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus fullWidth multiline minRows={3} sx={{ mt: 1 }} required
          label={translate('app.compliance.review.comment')} value={comment} onChange={(e) => setComment(e.target.value)}
          error={Boolean(errors.comment)} helperText={errors.comment} slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <Typography variant="body2" sx={{ mt: 2 }}>{translate('app.compliance.review.which_files')}</Typography>
        <FormGroup>
          {(tracking?.files ?? []).map((f) => (
            <FormControlLabel key={f.key} control={<Checkbox checked={files.includes(f.key)} onChange={() => toggle(f.key)} />} label={fileLabel(translate, f)} />
          ))}
        </FormGroup>
        {errors.files ? <Typography color="error" variant="body2">{errors.files}</Typography> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{translate('app.compliance.sign.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy || comment.trim() === ''} onClick={() => onDecline(comment.trim(), files)}>
          {translate('app.compliance.review.decline')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FormMutation } from '../errors/useFormMutation';

export type TemplateDraft = { name: string; with_amount: boolean };

type SaveTemplateDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The save (useFormMutation): its field messages land on the name, any other message above it. */
  save: FormMutation;
  /** A sent payment's template may leave its amount out; a form's keeps what was typed. */
  askAmount: boolean;
};

/** Names a new payment template; a sent payment's may keep or leave out its amount. */
export const SaveTemplateDialog = ({ open, onClose, save, askAmount }: SaveTemplateDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [draft, setDraft] = useState<TemplateDraft>({ name: '', with_amount: true });
  const nameError = save.errors.name;
  // A message of the server about another field (the form's payee is incomplete): said above the name.
  const other = save.message && !nameError ? save.message : null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(e) => (e.preventDefault(), void save.submit(draft))}>
        <DialogTitle id={titleId}>{translate('app.templates.save_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {other ? <Alert severity="error">{translate(other, { _: other })}</Alert> : null}
            <TextField
              name="template_name" label={translate('app.templates.name')} value={draft.name} required fullWidth autoFocus
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              error={Boolean(nameError)} helperText={nameError ?? translate('app.templates.name_help')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            {askAmount ? (
              <FormControlLabel
                control={<Checkbox checked={draft.with_amount} onChange={(e) => setDraft({ ...draft, with_amount: e.target.checked })} />}
                label={translate('app.templates.with_amount')}
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.money.detail.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.loading || draft.name.trim() === ''}>{translate('app.templates.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

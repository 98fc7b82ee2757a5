import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { duplicateStore } from './duplicateStore';
import { useStore } from './useStore';

/** The "confirm duplicate allowed" modal of a 409: confirming sends the form again with bypass_duplicate_check. */
export const DuplicateConfirmDialog = () => {
  const translate = useTranslate();
  const question = useStore(duplicateStore);
  return (
    <Dialog open={question !== null} onClose={() => duplicateStore.answer(false)} aria-labelledby="duplicate-title" maxWidth="xs" fullWidth>
      <DialogTitle id="duplicate-title">{translate('app.errors.duplicate_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question ? translate(question.message, { _: question.message }) : null}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{translate('app.errors.duplicate_question')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => duplicateStore.answer(false)}>{translate('app.errors.duplicate_cancel')}</Button>
        <Button variant="contained" onClick={() => duplicateStore.answer(true)}>
          {translate('app.errors.duplicate_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

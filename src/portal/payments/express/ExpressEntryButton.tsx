import BoltIcon from '@mui/icons-material/Bolt';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseExpressEntry } from '../expressEntry';
import { isEmptyExpress, type ExpressData, type ExpressNote } from './expressTypes';
import type { ExpressOutcome } from './expressWithdrawal';

type ExpressEntryButtonProps = {
  /** Fills the form with what was recognised and tells what became of each detail. Never submits. */
  onFill: (data: ExpressData) => ExpressOutcome[];
  disabled?: boolean;
};

type Result = { data: ExpressData; outcomes: ExpressOutcome[] };

const NoteLine = ({ note }: { note: ExpressNote }) => {
  const translate = useTranslate();
  return <ListItem disableGutters dense><ListItemText primary={note.kind === 'unread' ? note.value : translate(`app.express.notes.${note.kind}`, { value: note.value })} /></ListItem>;
};

/**
 * The "Express data entry" button and its modal (document 1 section 2.5): the person pastes payment
 * details, "Express data submit" fills the form through `onFill`, and the modal lists what was
 * recognised (and what became of it) and what was not.
 */
export const ExpressEntryButton = ({ onFill, disabled }: ExpressEntryButtonProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [result, setResult] = useState<Result | null>(null);

  const submit = () => {
    const data = parseExpressEntry(text);
    setResult({ data, outcomes: isEmptyExpress(data) ? [] : onFill(data) });
  };
  const close = () => {
    setOpen(false);
    setResult(null);
  };
  const problems = result?.data.notes.filter((n) => n.kind !== 'unread') ?? [];
  const unread = result?.data.notes.filter((n) => n.kind === 'unread') ?? [];

  return (
    <>
      <Button variant="outlined" startIcon={<BoltIcon />} onClick={() => setOpen(true)} disabled={disabled} data-print-hide>
        {translate('app.express.open')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('app.express.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('app.express.intro')}</Typography>
          <TextField
            label={translate('app.express.text')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={6}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'express-text' } }}
          />
          {result ? (
            <Box role="status" sx={{ mt: 2 }}>
              {isEmptyExpress(result.data) ? (
                <Alert severity="warning">{translate('app.express.nothing')}</Alert>
              ) : (
                <Alert severity="success">
                  {translate('app.express.filled')}
                  {result.data.format === 'epc' ? ` ${translate('app.express.epc')}` : ''}
                </Alert>
              )}
              {result.outcomes.length > 0 ? (
                <>
                  <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{translate('app.express.recognised')}</Typography>
                  <List dense aria-label={translate('app.express.recognised')}>
                    {result.outcomes.map((o) => (
                      <ListItem key={`${o.key}-${o.outcome}`} disableGutters dense>
                        <ListItemText
                          primary={`${translate(`app.express.keys.${o.key}`)}: ${o.value}`}
                          secondary={translate(`app.express.outcomes.${o.outcome}`, o.args ?? {})}
                          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                        />
                      </ListItem>
                    ))}
                  </List>
                </>
              ) : null}
              {problems.length + unread.length > 0 ? (
                <>
                  <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>{translate('app.express.not_recognised')}</Typography>
                  <List dense aria-label={translate('app.express.not_recognised')}>
                    {[...problems, ...unread].map((note, index) => <NoteLine key={`${note.kind}-${index}`} note={note} />)}
                  </List>
                </>
              ) : null}
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.express.close')}</Button>
          <Button variant="contained" onClick={submit} disabled={text.trim() === ''}>{translate('app.express.submit')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

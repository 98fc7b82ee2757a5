import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { STATEMENT_FORMATS, type StatementFormat } from '../../contract/calls/managerConnect';
import type { BankAccount } from '../../contract/entities';
import { downloadFile } from '../lists/downloadFile';

type StatementDialogProps = { account: BankAccount; open: boolean; onClose: () => void };

const today = (): string => new Date().toISOString().slice(0, 10);
const monthStart = (): string => `${today().slice(0, 8)}01`;
const EXTENSIONS: Record<StatementFormat, string> = { camt053: 'xml', mt940: 'sta', pdf: 'pdf' };

/** The account statement of a period (issue 41): camt.053 and MT940 for fiat accounts, the PDF for every account. */
export const StatementDialog = ({ account, open, onClose }: StatementDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const fiat = account.currency_unit.currency_type === 'fiat';
  const formats = fiat ? STATEMENT_FORMATS : (['pdf'] as const);
  const [format, setFormat] = useState<StatementFormat>(fiat ? 'camt053' : 'pdf');
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      await downloadFile('manager.bankAccounts.statement', { id: account.id }, `statement-${account.id}-${from}-${to}.${EXTENSIONS[format]}`, {
        format, date_from: from, date_to: to, language: locale, ...(timeZone ? { time_zone: timeZone } : {}),
      });
      onClose();
    } catch {
      notify('app.money.accounts.statement.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.money.accounts.statement.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select label={translate('app.money.accounts.statement.format')} value={format} onChange={(e) => setFormat(e.target.value as StatementFormat)}>
            {formats.map((f) => <MenuItem key={f} value={f}>{translate(`app.money.accounts.statement.formats.${f}`)}</MenuItem>)}
          </TextField>
          <TextField type="date" label={translate('app.money.accounts.statement.from')} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" label={translate('app.money.accounts.statement.to')} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.money.accounts.statement.cancel')}</Button>
        <Button variant="contained" disabled={busy || !from || !to || from > to} onClick={() => void download()}>{translate('app.money.accounts.statement.download')}</Button>
      </DialogActions>
    </Dialog>
  );
};

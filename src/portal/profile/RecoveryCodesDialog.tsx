import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { saveBlob } from '../lists/spreadsheetFile';
import { PrintArea } from '../print/PrintArea';
import { PrintButton } from '../print/PrintButton';
import { useStoredUser } from '../providers/useStoredUser';

const PRINT_ID = 'recovery-codes';

type RecoveryCodesDialogProps = { codes: readonly string[] | null; onClose: () => void };

/**
 * Ten new recovery codes, shown this once (issue 42): on turning two-factor on and on "Generate new
 * codes". The person downloads them as a text file or prints them; the server keeps only their hashes.
 */
export const RecoveryCodesDialog = ({ codes, onClose }: RecoveryCodesDialogProps) => {
  const translate = useTranslate();
  const user = useStoredUser();
  const download = () => {
    if (!codes) return;
    const lines = [translate('app.second_factors.recovery.file_heading', { email: user?.email ?? '' }), '', ...codes, '', translate('app.second_factors.recovery.file_note')];
    saveBlob(new Blob([`${lines.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }), 'kontor-recovery-codes.txt');
  };
  return (
    <Dialog open={codes !== null} onClose={onClose} aria-labelledby="recovery-codes-title" maxWidth="xs" fullWidth>
      <DialogTitle id="recovery-codes-title">{translate('app.second_factors.recovery.dialog_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.second_factors.recovery.dialog_text')}</DialogContentText>
        <PrintArea id={PRINT_ID}>
          <Typography data-print-only sx={{ mb: 1 }}>
            {translate('app.second_factors.recovery.file_heading', { email: user?.email ?? '' })}
          </Typography>
          <Box
            component="ol"
            aria-label={translate('app.second_factors.recovery.title')}
            data-testid="recovery-codes"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, m: 0, pl: 3, fontFamily: 'monospace', fontSize: 18 }}
          >
            {(codes ?? []).map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Box>
        </PrintArea>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={download}>
          {translate('app.second_factors.recovery.download')}
        </Button>
        <PrintButton target={PRINT_ID} />
        <Button variant="contained" onClick={onClose}>
          {translate('app.second_factors.recovery.saved')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

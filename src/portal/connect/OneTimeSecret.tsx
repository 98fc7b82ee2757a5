import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

type OneTimeSecretProps = {
  /** The field's label and the alert's words (translation keys). */
  labelKey: string;
  titleKey: string;
  textKey: string;
  value: string;
  /** Where "I have copied it" goes (the list). */
  doneTo: string;
};

/**
 * A secret the server gives this once (an API key, a webhook's signing secret): shown read-only with a
 * copy button; once the person leaves, nobody can read it again.
 */
export const OneTimeSecret = ({ labelKey, titleKey, textKey, value, doneTo }: OneTimeSecretProps) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('failed');
      return;
    }
    clipboard.writeText(value).then(() => setCopied('yes'), () => setCopied('failed'));
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Alert severity="warning">
        <AlertTitle>{translate(titleKey)}</AlertTitle>
        {translate(textKey)}
      </Alert>
      <TextField
        label={translate(labelKey)}
        value={value}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        onFocus={(e) => e.target.select()}
        helperText={copied ? translate(copied === 'yes' ? 'app.connect.secret.copied' : 'app.connect.secret.copy_failed') : ' '}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>{translate('app.connect.secret.copy')}</Button>
        <Button variant="contained" component={Link} to={doneTo}>{translate('app.connect.secret.done')}</Button>
      </Stack>
    </Stack>
  );
};

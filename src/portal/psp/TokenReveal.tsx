import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** A PSP token shown once, after the sign-up or a revocation, with a copy button. */
export const TokenReveal = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(token).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <Alert severity="success" sx={{ my: 2 }} data-testid="psp-token">
      <AlertTitle>{translate('app.psp.token.title')}</AlertTitle>
      <Box component="code" sx={{ display: 'block', fontFamily: 'monospace', wordBreak: 'break-all', my: 1 }} data-testid="psp-token-value">{token}</Box>
      {translate('app.psp.token.once')}
      <Box sx={{ mt: 1 }}>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>{translate(copied ? 'app.psp.token.copied' : 'app.psp.token.copy')}</Button>
      </Box>
    </Alert>
  );
};

import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type PhoneRowPanelProps = { title: string; lines: readonly string[]; children: ReactNode; onClose: () => void };

/**
 * On a phone the list is a <SimpleList> without action columns: the record the person tapped shows
 * here above it, with what can be done to it (revoke, send again, approve or reject).
 */
export const PhoneRowPanel = ({ title, lines, children, onClose }: PhoneRowPanelProps) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ wordBreak: 'break-all' }}>{title}</Typography>
      {lines.map((line) => <Typography key={line} variant="body2">{line}</Typography>)}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        {children}
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </Box>
    </Paper>
  );
};

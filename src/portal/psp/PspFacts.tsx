import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type PspFactsProps = { rows: ReadonlyArray<readonly [labelKey: string, value: string]>; my?: number; testId?: string };

/** A definition list of label keys and their values: two columns from sm up, one on phones. */
export const PspFacts = ({ rows, my = 2, testId }: PspFactsProps): ReactNode => {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, my }} data-testid={testId}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{translate(label)}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
};

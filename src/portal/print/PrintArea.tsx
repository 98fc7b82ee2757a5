import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { PrintHeader } from './PrintHeader';

type PrintAreaProps = { id: string; children: ReactNode; sx?: SxProps<Theme> };

/** An element a Print button can print (printElement by its id), with the brand header on paper. */
export const PrintArea = ({ id, children, sx }: PrintAreaProps) => (
  <Box id={id} sx={sx}>
    <PrintHeader />
    {children}
  </Box>
);

import { Box } from '@mui/material';
import type { ReactNode } from 'react';

type ScrollBoxProps = { children: ReactNode; maxHeight?: string };

/**
 * A wide table scrolls inside the page instead of widening it: `contain: inline-size` keeps the
 * table's width out of the layout's sizing, so the page keeps the window's width.
 */
export const ScrollBox = ({ children, maxHeight }: ScrollBoxProps) => (
  <Box sx={{ width: '100%', overflow: 'auto', contain: 'inline-size', maxHeight }}>{children}</Box>
);

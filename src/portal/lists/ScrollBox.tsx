import { Box } from '@mui/material';
import type { ReactNode } from 'react';

type ScrollBoxProps = { children: ReactNode; maxHeight?: string; /** Names the scrolling region (a region landmark then). */ label?: string };

/**
 * A wide table scrolls inside the page instead of widening it: `contain: inline-size` keeps the
 * table's width out of the layout's sizing, so the page keeps the window's width. It takes the
 * keyboard's focus, so that a table wider than a phone scrolls with the arrow keys too (WCAG 2.1.1,
 * axe scrollable-region-focusable).
 */
export const ScrollBox = ({ children, maxHeight, label }: ScrollBoxProps) => (
  <Box tabIndex={0} {...(label ? { role: 'region', 'aria-label': label } : {})} sx={{ width: '100%', overflow: 'auto', contain: 'inline-size', maxHeight }}>
    {children}
  </Box>
);

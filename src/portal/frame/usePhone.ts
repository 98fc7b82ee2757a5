import { useMediaQuery, type Theme } from '@mui/material';

/** Below 600 px (MUI's sm): the phone layout of issue 19. */
export const usePhone = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

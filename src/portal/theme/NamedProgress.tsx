import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * Every progress bar and spinner is named in the user's language unless it names itself (WCAG 4.1.2,
 * axe aria-progressbar-name): MUI's LinearProgress and CircularProgress, ours and react-admin's
 * (reference inputs, save buttons, the app bar's indicator), take "Loading" from the theme by
 * default. Sits inside react-admin's context (for the translation) and around its UI.
 */
export const NamedProgress = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const withNames = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiLinearProgress: { ...outer.components?.MuiLinearProgress, defaultProps: { 'aria-label': label, ...outer.components?.MuiLinearProgress?.defaultProps } },
        MuiCircularProgress: { ...outer.components?.MuiCircularProgress, defaultProps: { 'aria-label': label, ...outer.components?.MuiCircularProgress?.defaultProps } },
      },
    }),
    [label],
  );
  return <ThemeProvider theme={withNames}>{children}</ThemeProvider>;
};

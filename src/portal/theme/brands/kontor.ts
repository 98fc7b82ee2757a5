import type { Brand } from '../Brand';
import { FONT_STACKS } from '../fonts';

/** The first, default theme: navy and gold of a private bank, with a gold rule under the app bar. */
export const kontorBrand: Brand = {
  name: 'kontor',
  logo: '/brands/kontor/logo.svg',
  darkLogo: '/brands/kontor/logo-dark.svg',
  favicon: '/brands/kontor/favicon.svg',
  light: {
    primary: '#1f4e79',
    secondary: '#f2a900',
    background: '#f2f5f9',
    paper: '#ffffff',
    text: '#14202e',
    textSecondary: '#51606f',
    divider: 'rgba(20, 32, 46, 0.12)',
    appBar: '#ffffff',
    appBarText: '#14202e',
  },
  dark: {
    primary: '#82b1e0',
    secondary: '#f5c451',
    background: '#0b1320',
    paper: '#121d2f',
    text: '#e6ecf3',
    textSecondary: '#9aa8b8',
    divider: 'rgba(230, 236, 243, 0.12)',
    appBar: '#0f1a2b',
    appBarText: '#e6ecf3',
  },
  typography: {
    body: FONT_STACKS.systemSans,
    heading: FONT_STACKS.systemSans,
    headingWeight: 600,
    headingLetterSpacing: '-0.01em',
    buttonTransform: 'none',
    buttonLetterSpacing: '0',
  },
  borderRadius: 10,
  buttonRadius: 8,
  appBar: 'rule',
  appBarAccent: 'secondary',
  surface: 'raised',
};

import type { Brand } from '../Brand';
import { FONT_STACKS } from '../fonts';

/** The second theme (reduced features): evergreen and sand, soft corners, pill buttons, a flat tinted app bar. */
export const assetsBrand: Brand = {
  name: 'assets',
  logo: '/brands/assets/logo.svg',
  darkLogo: '/brands/assets/logo-dark.svg',
  favicon: '/brands/assets/favicon.svg',
  light: {
    primary: '#0f6e5c',
    secondary: '#b7791f',
    background: '#f4f7f5',
    paper: '#ffffff',
    text: '#15231f',
    textSecondary: '#54645f',
    divider: 'rgba(21, 35, 31, 0.11)',
    appBar: '#e8f1ed',
    appBarText: '#15231f',
  },
  dark: {
    primary: '#5cc9a7',
    secondary: '#e3b15c',
    background: '#0b1411',
    paper: '#121f1b',
    text: '#e3efe9',
    textSecondary: '#9db2aa',
    divider: 'rgba(227, 239, 233, 0.11)',
    appBar: '#10201b',
    appBarText: '#e3efe9',
  },
  typography: {
    body: FONT_STACKS.humanist,
    heading: FONT_STACKS.humanist,
    headingWeight: 700,
    headingLetterSpacing: '0',
    buttonTransform: 'none',
    buttonLetterSpacing: '0.01em',
  },
  borderRadius: 16,
  buttonRadius: 999,
  appBar: 'flat',
  appBarAccent: 'primary',
  surface: 'outlined',
};

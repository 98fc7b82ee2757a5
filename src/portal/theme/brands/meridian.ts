import type { Brand } from '../Brand';
import { FONT_STACKS } from '../fonts';

/** A heritage house: claret and brass on ivory, serif headings, crisp corners, a double rule under the app bar. */
export const meridianBrand: Brand = {
  name: 'meridian',
  logo: '/brands/meridian/logo.svg',
  darkLogo: '/brands/meridian/logo-dark.svg',
  favicon: '/brands/meridian/favicon.svg',
  light: {
    primary: '#7a1f3d',
    secondary: '#9c7a3c',
    background: '#f7f3ec',
    paper: '#fffdf9',
    text: '#2a1d1f',
    textSecondary: '#6b5a5c',
    divider: 'rgba(42, 29, 31, 0.14)',
    appBar: '#fffdf9',
    appBarText: '#2a1d1f',
  },
  dark: {
    primary: '#e59ab3',
    secondary: '#d6b676',
    background: '#161012',
    paper: '#201819',
    text: '#f1e8e4',
    textSecondary: '#b8a7a6',
    divider: 'rgba(241, 232, 228, 0.13)',
    appBar: '#1b1415',
    appBarText: '#f1e8e4',
  },
  typography: {
    body: FONT_STACKS.systemSans,
    heading: FONT_STACKS.serif,
    headingWeight: 500,
    headingLetterSpacing: '0.01em',
    buttonTransform: 'uppercase',
    buttonLetterSpacing: '0.08em',
  },
  borderRadius: 3,
  buttonRadius: 2,
  appBar: 'doubleRule',
  appBarAccent: 'secondary',
  surface: 'ruled',
};

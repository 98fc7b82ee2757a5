import type { Brand } from '../Brand';
import { FONT_STACKS } from '../fonts';

/** Coastal and crisp: harbour blue with a coral signal colour, condensed headings, a two-colour stripe on the app bar. */
export const harborBrand: Brand = {
  name: 'harbor',
  logo: '/brands/harbor/logo.svg',
  darkLogo: '/brands/harbor/logo-dark.svg',
  favicon: '/brands/harbor/favicon.svg',
  light: {
    primary: '#0b6e99',
    secondary: '#e07a5f',
    background: '#edf2f5',
    paper: '#ffffff',
    text: '#102a37',
    textSecondary: '#4f6672',
    divider: 'rgba(16, 42, 55, 0.12)',
    appBar: '#ffffff',
    appBarText: '#102a37',
  },
  dark: {
    primary: '#5cc3e8',
    secondary: '#f29e86',
    background: '#08141b',
    paper: '#0f212b',
    text: '#e2eef4',
    textSecondary: '#93aab6',
    divider: 'rgba(226, 238, 244, 0.12)',
    appBar: '#0c1c25',
    appBarText: '#e2eef4',
  },
  typography: {
    body: FONT_STACKS.grotesk,
    heading: FONT_STACKS.condensed,
    headingWeight: 700,
    headingLetterSpacing: '0.02em',
    buttonTransform: 'uppercase',
    buttonLetterSpacing: '0.06em',
  },
  borderRadius: 6,
  buttonRadius: 6,
  appBar: 'stripe',
  appBarAccent: 'primary',
  surface: 'raised',
};

import { alpha, darken } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import type { CSSObject, Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { ColorScheme } from '../../contract/enums';
import type { Brand, BrandPalette } from './Brand';
import { paletteWithOverrides, type ColorOverrides } from './colorOverrides';

export type BrandThemes = { light: RaThemeOptions; dark: RaThemeOptions };

const appBarLook = (brand: Brand, p: BrandPalette): CSSObject => {
  const accent = p[brand.appBarAccent];
  const base: CSSObject = { backgroundColor: p.appBar, color: p.appBarText, backgroundImage: 'none' };
  switch (brand.appBar) {
    case 'rule':
      return { ...base, boxShadow: 'none', borderBottom: `3px solid ${accent}` };
    case 'flat':
      return { ...base, boxShadow: 'none', borderBottom: `1px solid ${p.divider}` };
    case 'doubleRule':
      return { ...base, boxShadow: 'none', borderBottom: `4px double ${accent}` };
    case 'stripe':
      return {
        ...base,
        backgroundImage: `linear-gradient(90deg, ${p.primary}, ${p.secondary})`,
        backgroundSize: '100% 4px',
        backgroundRepeat: 'no-repeat',
        boxShadow: `0 2px 12px ${alpha(p.text, 0.12)}`,
      };
  }
};

const cardLook = (brand: Brand, p: BrandPalette): CSSObject => {
  switch (brand.surface) {
    case 'raised':
      return { boxShadow: `0 1px 2px ${alpha(p.text, 0.08)}, 0 8px 24px ${alpha(p.text, 0.08)}` };
    case 'outlined':
      return { boxShadow: 'none', border: `1px solid ${p.divider}` };
    case 'ruled':
      return { boxShadow: 'none', border: `1px solid ${p.divider}`, borderTop: `3px solid ${p.primary}` };
  }
};

/** Below MUI's `sm` breakpoint (600 px): what `theme.breakpoints.down('sm')` produces, written out so it merges as plain CSS. */
export const PHONE_MEDIA = '@media (max-width:599.95px)';

/** Japanese text in tables and chips: whole words (issue 21 item 9, headers broken mid-word). */
export const CJK_WORDS = { wordBreak: 'keep-all', overflowWrap: 'break-word' } as const;

/** Every dialog (react-admin's Confirm, the two-factor prompt, the forms in dialogs) fills a phone's screen (issue 19). */
const phoneDialogPaper: CSSObject = {
  [PHONE_MEDIA]: { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 },
};

/**
 * Touch targets of at least 44 × 44 px below 600 px (issue 19; WCAG 2.5.8 asks 24). Desktop sizes stay
 * MUI's. Menu items keep MUI's own 48 px phone height, dense ones too.
 */
const phoneTouch = {
  button: { [PHONE_MEDIA]: { minHeight: 44 } },
  iconButton: { [PHONE_MEDIA]: { minWidth: 44, minHeight: 44 } },
  menuItem: { [PHONE_MEDIA]: { minHeight: 48 } },
  listItemButton: { [PHONE_MEDIA]: { minHeight: 44 } },
  // The checkbox's and radio's ButtonBase is the hit area; it centres its icon.
  checkable: { [PHONE_MEDIA]: { minWidth: 44, minHeight: 44 } },
  // A switch's root grows to 44 px high with the track and thumb centred in it as before (medium: root
  // 58 × 38 → 64 × 44; small: 40 × 24 → 60 × 44), and its hidden input (the hit area, clipped by the
  // root) covers the whole root, unchecked or checked.
  switch: {
    [PHONE_MEDIA]: {
      width: 64,
      height: 44,
      padding: 15,
      '& .MuiSwitch-switchBase': { top: 3, left: 3 },
      '& .MuiSwitch-input': { top: -3, height: 44 },
      '&.MuiSwitch-sizeSmall': {
        width: 60,
        height: 44,
        padding: 17,
        '& .MuiSwitch-switchBase': { top: 10, left: 10 },
        '& .MuiSwitch-switchBase .MuiSwitch-input': { top: -10, height: 44, left: '-150%', width: '400%' },
      },
    },
  },
} satisfies Record<string, CSSObject>;

const brandOptions = (brand: Brand, p: BrandPalette): RaThemeOptions => {
  const t = brand.typography;
  const heading = { fontFamily: t.heading, fontWeight: t.headingWeight, letterSpacing: t.headingLetterSpacing };
  return {
    palette: {
      // Text on coloured fills (chips, buttons, badges) is chosen for WCAG AA's 4.5:1, not MUI's default 3:1.
      contrastThreshold: 4.5,
      primary: { main: p.primary },
      secondary: { main: p.secondary },
      background: { default: p.background, paper: p.paper },
      text: { primary: p.text, secondary: p.textSecondary },
      divider: p.divider,
    },
    shape: { borderRadius: brand.borderRadius },
    typography: {
      fontFamily: t.body,
      h1: heading,
      h2: heading,
      h3: heading,
      h4: heading,
      h5: heading,
      h6: heading,
      button: { fontWeight: 600, textTransform: t.buttonTransform, letterSpacing: t.buttonLetterSpacing },
    },
    components: {
      MuiAppBar: { styleOverrides: { root: appBarLook(brand, p), colorSecondary: appBarLook(brand, p) } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: brand.buttonRadius, ...phoneTouch.button } } },
      MuiIconButton: { styleOverrides: { root: phoneTouch.iconButton } },
      MuiMenuItem: { styleOverrides: { root: phoneTouch.menuItem } },
      MuiListItemButton: { styleOverrides: { root: phoneTouch.listItemButton } },
      MuiCheckbox: { styleOverrides: { root: phoneTouch.checkable } },
      MuiRadio: { styleOverrides: { root: phoneTouch.checkable } },
      MuiSwitch: { styleOverrides: { root: phoneTouch.switch } },
      MuiCard: { styleOverrides: { root: cardLook(brand, p) } },
      MuiDialog: { styleOverrides: { paper: phoneDialogPaper } },
      // Long unbroken values (IBANs, wallet addresses, e-mail addresses) wrap in list rows instead of
      // widening the list past a phone's screen.
      MuiListItemText: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
      // Amounts line up in tables and statements.
      // Japanese has no spaces: without keep-all a narrow column breaks a word anywhere (二/要/素/認/証, マネー/ジャー).
      // Words stay whole, lines break at spaces and punctuation, and a run too long for any line still breaks.
      MuiTableCell: { styleOverrides: { root: { fontVariantNumeric: 'tabular-nums', '&:lang(ja)': CJK_WORDS } } },
      // A destructive confirmation (confirmColor="warning": delete, deny, reject, disable, end a session)
      // is a filled button in the error colour, never a twin of Cancel beside it (issue 43).
      RaConfirm: {
        styleOverrides: {
          // The dark scheme's error colour is too light under white text (3.7:1): its darker shade there.
          root: ({ theme }: { theme: Theme }) => {
            const fill = theme.palette.mode === 'dark' ? theme.palette.error.dark : theme.palette.error.main;
            return {
              '& .RaConfirm-confirmWarning': { color: theme.palette.common.white, backgroundColor: fill, paddingInline: theme.spacing(2) },
              '& .RaConfirm-confirmWarning:hover': { backgroundColor: darken(fill, 0.15) },
            };
          },
        },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderRadius: brand.borderRadius,
            '&.RaMenuItemLink-active': { color: p.primary, backgroundColor: alpha(p.primary, 0.12), fontWeight: 600 },
            '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: p.primary },
          },
        },
      },
    },
  };
};

/** react-admin's defaults without their palette: the brand gives every colour, none of react-admin's blues stays. */
const withoutPalette = (options: RaThemeOptions): RaThemeOptions => ({ ...options, palette: { mode: options.palette?.mode } });

const themeFor = (brand: Brand, scheme: ColorScheme, overrides: ColorOverrides): RaThemeOptions => {
  const base = withoutPalette(scheme === 'dark' ? defaultDarkTheme : defaultLightTheme);
  return deepmerge(base, brandOptions(brand, paletteWithOverrides(brand, scheme, overrides)));
};

/** The light and dark themes of a brand on top of react-admin's defaults, with the white-label colours applied. */
export const createBrandThemes = (brand: Brand, overrides: ColorOverrides = {}): BrandThemes => ({
  light: themeFor(brand, 'light', overrides),
  dark: themeFor(brand, 'dark', overrides),
});

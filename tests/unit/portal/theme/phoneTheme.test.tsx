import '@testing-library/jest-dom/vitest';
import { Button, Checkbox, Dialog, DialogContent, IconButton, MenuItem, Switch } from '@mui/material';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEMES } from '../../../../src/contract/enums';
import { BRANDS, createBrandThemes } from '../../../../src/portal/theme';
import { PHONE_MEDIA } from '../../../../src/portal/theme/createBrandThemes';

afterEach(cleanup);

const built = THEMES.flatMap((name) => {
  const themes = createBrandThemes(BRANDS[name]);
  return [
    { name: `${name} light`, theme: createTheme(themes.light) },
    { name: `${name} dark`, theme: createTheme(themes.dark) },
  ];
});

type Overrides = Record<string, Record<string, unknown>>;
const overrides = (theme: Theme, component: string): Overrides =>
  ((theme.components as Record<string, { styleOverrides?: Overrides }> | undefined)?.[component]?.styleOverrides ?? {}) as Overrides;

/** The emotion CSS in this file's document. */
const css = () => [...document.head.querySelectorAll('style[data-emotion]')].map((s) => s.textContent ?? '').join('\n');

describe('the themes on a phone (issue 19)', () => {
  it('names the phone width as MUI does: below the sm breakpoint (600 px)', () => {
    expect(PHONE_MEDIA).toBe(createTheme().breakpoints.down('sm'));
  });

  it.each(built)('$name: dialogs fill the screen below 600 px and keep their desktop size', ({ theme }) => {
    const paper = overrides(theme, 'MuiDialog').paper;
    expect(paper?.[PHONE_MEDIA]).toEqual({ margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 });
    // Nothing outside the phone query: a desktop dialog is MUI's own.
    expect(Object.keys(paper ?? {})).toEqual([PHONE_MEDIA]);
  });

  it('a rendered dialog carries the full-screen rule for phones in its paper\'s class', () => {
    const themes = createBrandThemes(BRANDS[THEMES[0]]);
    render(
      <ThemeProvider theme={createTheme(themes.light)}>
        <Dialog open fullWidth maxWidth="sm" aria-label="Confirm">
          <DialogContent>Sure?</DialogContent>
        </Dialog>
      </ThemeProvider>,
    );
    const paper = screen.getByRole('dialog');
    expect(paper).toHaveClass('MuiDialog-paper');
    const cls = [...paper.classList].find((c) => c.startsWith('css-'));
    expect(cls).toBeDefined();
    const text = css().replace(/\s+/g, '');
    const rule = new RegExp(`@media\\(max-width:599\\.95px\\)\\{\\.${cls}\\{([^}]*)\\}`);
    const body = rule.exec(text)?.[1] ?? '';
    expect(body).toContain('margin:0');
    expect(body).toContain('width:100%');
    expect(body).toContain('height:100%');
    expect(body).toContain('max-height:none');
    expect(body).toContain('border-radius:0');
  });

  it.each(built)('$name: buttons, icon buttons, menu items, list buttons, checkboxes, radios and switches are at least 44 px below 600 px, and only there', ({ name, theme }) => {
    const phone = (component: string) => overrides(theme, component).root?.[PHONE_MEDIA] as Record<string, unknown> | undefined;
    expect(phone('MuiButton')).toEqual({ minHeight: 44 });
    expect(phone('MuiIconButton')).toEqual({ minWidth: 44, minHeight: 44 });
    expect(phone('MuiMenuItem')).toEqual({ minHeight: 48 });
    expect(phone('MuiListItemButton')).toEqual({ minHeight: 44 });
    expect(phone('MuiCheckbox')).toEqual({ minWidth: 44, minHeight: 44 });
    expect(phone('MuiRadio')).toEqual({ minWidth: 44, minHeight: 44 });
    const sw = phone('MuiSwitch');
    expect(sw).toMatchObject({ width: 64, height: 44, padding: 15, '& .MuiSwitch-switchBase': { top: 3, left: 3 }, '& .MuiSwitch-input': { top: -3, height: 44 } });
    expect(sw?.['&.MuiSwitch-sizeSmall']).toMatchObject({
      width: 60,
      height: 44,
      padding: 17,
      '& .MuiSwitch-switchBase': { top: 10, left: 10 },
      '& .MuiSwitch-switchBase .MuiSwitch-input': { top: -10, height: 44, left: '-150%', width: '400%' },
    });
    // The hidden input (the hit area) covers the whole root, the thumb off (0) or on (moved 20 / 16 px):
    // medium: base at 3, input from 3 - 38 to 3 + 2 × 38 (MUI's -100% / 300%); small: base at 10, input 4 × 24 from -1.5 × 24.
    for (const moved of [0, 20]) expect([3 + moved - 38 <= 0, 3 + moved + 2 * 38 >= 64]).toEqual([true, true]);
    for (const moved of [0, 16]) expect([10 + moved - 1.5 * 24 <= 0, 10 + moved + 2.5 * 24 >= 60]).toEqual([true, true]);
    // The thumb stays centred in the taller root: medium thumb box 38 px (9 + 20 + 9), small 24 (4 + 16 + 4).
    expect(3 + 38 / 2).toBe(44 / 2);
    expect(10 + 24 / 2).toBe(44 / 2);
    // Desktop: nothing outside the phone query but the brand's button corners.
    for (const c of ['MuiIconButton', 'MuiMenuItem', 'MuiListItemButton', 'MuiCheckbox', 'MuiRadio', 'MuiSwitch']) expect(Object.keys(overrides(theme, c).root ?? {})).toEqual([PHONE_MEDIA]);
    expect(overrides(theme, 'MuiButton').root).toEqual({ borderRadius: BRANDS[name.split(' ')[0] as (typeof THEMES)[number]].buttonRadius, [PHONE_MEDIA]: { minHeight: 44 } });
  });

  it('rendered controls carry their phone minimum in their own class', () => {
    const themes = createBrandThemes(BRANDS[THEMES[0]]);
    render(
      <ThemeProvider theme={createTheme(themes.light)}>
        <Button>Send</Button>
        <IconButton aria-label="Refresh">R</IconButton>
        <MenuItem dense>Logout</MenuItem>
        <Checkbox slotProps={{ input: { 'aria-label': 'Pick' } }} size="small" />
        <Switch slotProps={{ input: { 'aria-label': 'Active' } }} />
      </ThemeProvider>,
    );
    const text = css().replace(/\s+/g, '');
    const phoneRule = (element: HTMLElement) => {
      const cls = [...element.classList].find((c) => c.startsWith('css-'));
      return new RegExp(`@media\\(max-width:599\\.95px\\)\\{\\.${cls}\\{([^}]*)\\}`).exec(text)?.[1] ?? '';
    };
    expect(phoneRule(screen.getByRole('button', { name: 'Send' }))).toContain('min-height:44px');
    expect(phoneRule(screen.getByRole('button', { name: 'Refresh' }))).toContain('min-width:44px');
    expect(phoneRule(screen.getByRole('menuitem', { name: 'Logout' }))).toContain('min-height:48px');
    expect(phoneRule(screen.getByRole('checkbox', { name: 'Pick' }).parentElement as HTMLElement)).toContain('min-height:44px');
    expect(phoneRule(screen.getByRole('switch', { name: 'Active' }).closest('.MuiSwitch-root') as HTMLElement)).toContain('height:44px');
  });
});

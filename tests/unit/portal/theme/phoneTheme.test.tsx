import '@testing-library/jest-dom/vitest';
import { Dialog, DialogContent } from '@mui/material';
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
});

import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BRANDS, createBrandThemes } from '../../../../src/portal/theme';
import { normalizeHex, paletteWithOverrides } from '../../../../src/portal/theme/colorOverrides';

const kontor = BRANDS.kontor;

describe('white-label colour overrides', () => {
  it.each([
    ['#1F4E79', '#1f4e79'],
    [' #abc ', '#aabbcc'],
    ['#12345', null],
    ['blue', null],
    ['', null],
    [null, null],
  ])('normalizeHex(%j) is %j', (input, expected) => {
    expect(normalizeHex(input)).toBe(expected);
  });

  it('puts the white-label colours into the light theme as they are', () => {
    const light = createTheme(createBrandThemes(kontor, { primary: '#6A1B9A', secondary: '#00838f' }).light);
    expect(light.palette.primary.main).toBe('#6a1b9a');
    expect(light.palette.secondary.main).toBe('#00838f');
  });

  it('lightens an override in the dark theme until it reads on the dark surfaces', () => {
    const dark = createTheme(createBrandThemes(kontor, { primary: '#6a1b9a' }).dark);
    expect(dark.palette.primary.main).not.toBe(kontor.dark.primary);
    expect(getContrastRatio('#6a1b9a', kontor.dark.paper)).toBeLessThan(4.5);
    expect(getContrastRatio(dark.palette.primary.main, kontor.dark.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a pale override in the light theme', () => {
    const palette = paletteWithOverrides(kontor, 'light', { primary: '#ffe680' });
    expect(getContrastRatio(palette.primary, kontor.light.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it("treats the brand's own colour as no override, so the tuned dark variant stays", () => {
    expect(paletteWithOverrides(kontor, 'dark', { primary: '#1F4E79', secondary: '#F2A900' })).toEqual(kontor.dark);
    expect(paletteWithOverrides(BRANDS.harbor, 'dark', { primary: '#0b6e99' }).primary).toBe(BRANDS.harbor.dark.primary);
  });

  it('ignores colours that are not hex colours, and keeps the rest of the palette', () => {
    expect(paletteWithOverrides(kontor, 'light', { primary: 'red', secondary: null })).toEqual(kontor.light);
    const palette = paletteWithOverrides(BRANDS.meridian, 'light', { secondary: '#2e7d32' });
    expect(palette).toEqual({ ...BRANDS.meridian.light, secondary: '#2e7d32' });
  });
});

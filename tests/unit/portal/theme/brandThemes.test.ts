import fs from 'node:fs';
import path from 'node:path';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { THEMES } from '../../../../src/contract/enums';
import { BRANDS, brandFor, createBrandThemes } from '../../../../src/portal/theme';

const built = THEMES.map((name) => {
  const themes = createBrandThemes(BRANDS[name]);
  return { name, light: createTheme(themes.light), dark: createTheme(themes.dark) };
});

afterEach(() => {
  delete document.documentElement.dataset.brand;
});

describe('brand themes', () => {
  it('has one brand per theme of the enum, named after it', () => {
    expect(Object.keys(BRANDS).sort()).toEqual([...THEMES].sort());
    for (const name of THEMES) expect(BRANDS[name].name).toBe(name);
  });

  it.each(built)('$name builds a light and a dark MUI theme in its own colours', ({ name, light, dark }) => {
    expect(light.palette.mode).toBe('light');
    expect(dark.palette.mode).toBe('dark');
    expect(light.palette.primary.main).toBe(BRANDS[name].light.primary);
    expect(dark.palette.primary.main).toBe(BRANDS[name].dark.primary);
    expect(light.palette.background.default).toBe(BRANDS[name].light.background);
    expect(dark.palette.background.paper).toBe(BRANDS[name].dark.paper);
    // None of react-admin's default blues is left over in the secondary colour.
    expect(light.palette.secondary.light).not.toBe('#6ec6ff');
    expect(light.palette.secondary.main).toBe(BRANDS[name].light.secondary);
    expect(light.typography.fontFamily).toBe(BRANDS[name].typography.body);
    expect(light.shape.borderRadius).toBe(BRANDS[name].borderRadius);
  });

  it('gives every brand a primary colour of its own, in both schemes', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const primaries = built.map((b) => b[scheme].palette.primary.main.toLowerCase());
      expect(new Set(primaries).size).toBe(THEMES.length);
    }
  });

  it.each(built)('$name keeps text and primary readable on its surfaces (WCAG AA)', ({ light, dark }) => {
    for (const theme of [light, dark]) {
      expect(getContrastRatio(theme.palette.text.primary, theme.palette.background.default)).toBeGreaterThanOrEqual(7);
      expect(getContrastRatio(theme.palette.text.secondary, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(theme.palette.primary.main, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(THEMES)('%s ships its logos and favicon in public/', (name) => {
    const brand = BRANDS[name];
    for (const asset of [brand.logo, brand.darkLogo, brand.favicon]) {
      expect(asset).toMatch(new RegExp(`^/brands/${name}/`));
      const file = path.join('public', asset);
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('brandFor() is the brand published on <html data-brand>, the default one otherwise', () => {
    expect(brandFor().name).toBe('kontor');
    document.documentElement.dataset.brand = 'meridian';
    expect(brandFor().name).toBe('meridian');
    document.documentElement.dataset.brand = 'pirate';
    expect(brandFor().name).toBe('kontor');
    expect(brandFor('harbor').name).toBe('harbor');
  });
});

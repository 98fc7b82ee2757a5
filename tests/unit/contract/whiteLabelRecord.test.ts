import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../../../src/contract/enums';
import { parseWhiteLabelRecord, themeOrDefault, whiteLabelRecord } from '../../../src/contract/whiteLabelRecord';

describe('white-label record (shared by the server answer and the portal)', () => {
  it('builds every field in wire order from the reader', () => {
    const record = whiteLabelRecord('Harbor Bank', 'harbor', (key) => (key === 'support_email' ? 'help@harbor.test' : null));
    expect(Object.keys(record)).toEqual([
      'name', 'theme', 'primary_color', 'secondary_color', 'background_url', 'favicon_url', 'logo_url', 'dark_logo_url', 'support_email', 'cache_set_at',
    ]);
    expect(record.support_email).toBe('help@harbor.test');
    expect(record.logo_url).toBeNull();
  });

  it('reads an unknown or missing theme as the default brand', () => {
    expect(themeOrDefault('meridian')).toBe('meridian');
    expect(themeOrDefault('neon')).toBe(DEFAULT_THEME);
    expect(themeOrDefault(undefined)).toBe(DEFAULT_THEME);
  });

  it('parses leniently: trims text, blanks to null, keeps only http(s) or same-origin images', () => {
    const record = parseWhiteLabelRecord({
      name: '  Meridian ',
      theme: 'meridian',
      primary_color: ' ',
      secondary_color: '#112233',
      background_url: 'https://cdn.bank.test/bg.jpg',
      favicon_url: '/uploads/fav.png',
      logo_url: 'javascript:alert(1)',
      dark_logo_url: '//evil.test/x.svg',
      support_email: 42,
    });
    expect(record).toEqual({
      name: 'Meridian',
      theme: 'meridian',
      primary_color: null,
      secondary_color: '#112233',
      background_url: 'https://cdn.bank.test/bg.jpg',
      favicon_url: '/uploads/fav.png',
      logo_url: null,
      dark_logo_url: null,
      support_email: null,
      cache_set_at: null,
    });
  });

  it('answers null for what is not a named record', () => {
    expect(parseWhiteLabelRecord(null)).toBeNull();
    expect(parseWhiteLabelRecord(['Kontor'])).toBeNull();
    expect(parseWhiteLabelRecord({ name: '   ' })).toBeNull();
  });
});

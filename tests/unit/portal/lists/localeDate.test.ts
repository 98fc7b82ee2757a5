import { describe, expect, it } from 'vitest';
import { datePattern, formatIsoDay, parseLocaleDay } from '../../../../src/portal/lists/localeDate';

// Issue 43: date filters are typed and shown the reader's way, whatever the browser's language.
describe('dates the reader\'s way', () => {
  it.each([
    ['en', '11/23/2026'],
    ['de', '23.11.2026'],
    ['fr', '23/11/2026'],
    ['es', '23/11/2026'],
    ['ja', '2026/11/23'],
  ])('%s writes 2026-11-23 as %s and reads it back', (locale, shown) => {
    expect(formatIsoDay('2026-11-23', locale)).toBe(shown);
    expect(parseLocaleDay(shown, locale)).toBe('2026-11-23');
  });

  it('reads one-digit days and months, and refuses what is not a whole, real date', () => {
    expect(parseLocaleDay('3.2.2026', 'de')).toBe('2026-02-03');
    expect(parseLocaleDay('31.02.2026', 'de')).toBeNull();
    expect(parseLocaleDay('23.11.26', 'de')).toBeNull();
    expect(parseLocaleDay('23.11.', 'de')).toBeNull();
    expect(parseLocaleDay('13/23/2026', 'en')).toBeNull();
    expect(formatIsoDay('', 'de')).toBe('');
    expect(datePattern('de')).toEqual({ order: ['day', 'month', 'year'], separator: '.' });
  });
});

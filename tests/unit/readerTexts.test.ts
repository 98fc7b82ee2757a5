import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/enums';
import de from '../../src/portal/i18n/features/money/de';
import en from '../../src/portal/i18n/features/money/en';
import es from '../../src/portal/i18n/features/money/es';
import fr from '../../src/portal/i18n/features/money/fr';
import ja from '../../src/portal/i18n/features/money/ja';
import { READER_TEXTS } from '../../src/server/readerTexts';
import { decimalText, startOfDay } from '../../src/server/readerTexts/reader';

const portal = { en, es, de, ja, fr };

describe('the words of report files (issue 43)', () => {
  it.each(LANGUAGES)('%s: type and status names are the portal\'s own', (language) => {
    expect(READER_TEXTS[language].types).toEqual(portal[language].money.types);
    expect(READER_TEXTS[language].statuses).toEqual(portal[language].money.statuses);
  });

  it('starts a reader\'s day at its own midnight, daylight saving included', () => {
    expect(startOfDay('2026-01-15', 'Europe/Berlin').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDay('2026-01-01', 'Asia/Tokyo').toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(startOfDay('2026-06-01', 'UTC').toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });

  it('writes amounts exactly, in the reader\'s way', () => {
    expect(decimalText('-1234567.5', 2, { language: 'de', timeZone: 'UTC' })).toBe('-1.234.567,50');
    expect(decimalText('12345678.12345678', 8, { language: 'en', timeZone: 'UTC' })).toBe('12,345,678.12345678');
    expect(decimalText('9007199254740993.01', 2, { language: 'en', timeZone: 'UTC' })).toBe('9,007,199,254,740,993.01');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../../src/portal/money/formatMoney';

describe('calendar days in the chosen language (issue 21 item 9: no ISO dates on screen)', () => {
  it('writes a day of the API in each language, the same day whatever the time zone', () => {
    expect(formatDay('2026-01-31', 'en')).toBe('Jan 31, 2026');
    expect(formatDay('2026-01-31', 'de')).toBe('31.01.2026');
    expect(formatDay('2026-01-31', 'ja')).toBe('2026/01/31');
    expect(formatDay('2026-01-01', 'fr')).toBe('1 janv. 2026');
  });

  it('leaves what is no day as it is', () => {
    expect(formatDay(null, 'en')).toBe('');
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});

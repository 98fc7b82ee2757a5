import { describe, expect, it } from 'vitest';
import { formatLocaleAmount, parseLocaleAmount } from '../../../../src/portal/money/localeAmount';

describe('parseLocaleAmount', () => {
  it.each([
    ['de', '99,95', '99.95'],
    ['de', '1.234,56', '1234.56'],
    ['de', '1.500', '1500'],
    ['de', '99.95', '99.95'],
    ['de', '12.345.678,9', '12345678.9'],
    ['de', '0,5', '0.5'],
    ['de', ',5', '0.5'],
    ['de', '99,', '99'],
    ['es', '1.234,56', '1234.56'],
    ['fr', '1 234,56', '1234.56'],
    ['fr', '1\u202f234,56', '1234.56'],
    ['en', '1,234.56', '1234.56'],
    ['en', '99.95', '99.95'],
    ['en', '1,500', '1500'],
    ['en', '99,95', '99.95'],
    ['ja', '1,234.56', '1234.56'],
    ['ja', '007', '7'],
    ['en', '', ''],
    ['de', '  ', ''],
  ])('%s reads %j as %j', (locale, typed, canonical) => {
    expect(parseLocaleAmount(typed, locale)).toBe(canonical);
  });

  it.each([
    ['de', '1,2,3'],
    ['de', '1.23,4'],
    ['de', '0.123'],
    ['en', '1.2.3'],
    ['en', '-5'],
    ['en', '1e5'],
    ['en', '12abc'],
    ['de', ','],
    ['en', '1,23,456'],
  ])('%s refuses %j', (locale, typed) => {
    expect(parseLocaleAmount(typed, locale)).toBeNull();
  });

  it('keeps every digit of amounts no float holds', () => {
    expect(parseLocaleAmount('123.456.789.012.345,678901234', 'de')).toBe('123456789012345.678901234');
  });
});

describe('formatLocaleAmount', () => {
  it.each([
    ['de', '1234.56', '1.234,56'],
    ['de', '99.5', '99,5'],
    ['en', '1234567.5', '1,234,567.5'],
    ['ja', '1234', '1,234'],
    ['de', '99.', '99,'],
    ['en', 'abc', 'abc'],
  ])('%s writes %j as %j', (locale, canonical, shown) => {
    expect(formatLocaleAmount(canonical, locale)).toBe(shown);
  });

  it('reads back what it writes, in every language', () => {
    for (const locale of ['en', 'de', 'es', 'fr', 'ja']) {
      for (const amount of ['0.01', '1234.56', '1000000', '99.95']) expect(parseLocaleAmount(formatLocaleAmount(amount, locale), locale)).toBe(amount);
    }
  });
});

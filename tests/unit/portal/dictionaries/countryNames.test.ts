import { describe, expect, it } from 'vitest';
import { countryChoices, countryName } from '../../../../src/portal/dictionaries/countryNames';

const SERVER = [
  { id: 'DE', name: 'Germany' },
  { id: 'JP', name: 'Japan' },
  { id: 'AT', name: 'Austria' },
  { id: 'ES', name: 'Spain' },
];

describe('country names in the chosen language (issue 21 item 9)', () => {
  it('names and sorts the countries dictionary in German and Japanese, keeping the codes', () => {
    const de = countryChoices(SERVER, 'de');
    expect(de).toEqual([
      { id: 'DE', name: 'Deutschland' },
      { id: 'JP', name: 'Japan' },
      { id: 'AT', name: 'Österreich' },
      { id: 'ES', name: 'Spanien' },
    ]);
    expect(countryChoices(SERVER, 'ja').map((c) => c.name)).toEqual(expect.arrayContaining(['ドイツ', '日本', 'オーストリア', 'スペイン']));
    expect(countryChoices(SERVER, 'en').map((c) => c.id)).toEqual(['AT', 'DE', 'JP', 'ES']);
  });

  it('keeps what was saved when the value is no country code', () => {
    expect(countryName('Narnia', 'de', 'Narnia')).toBe('Narnia');
    expect(countryName('FR', 'fr')).toBe('France');
  });
});

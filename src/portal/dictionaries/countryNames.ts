import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import type { DictionaryOption } from '../../contract/entities/dictionaries';
import { useDictionary } from './useDictionary';

const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of an ISO 3166 country code in `locale` (the server's English name when the browser has none). */
export const countryName = (code: string, locale: string, fallback: string = code): string => {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? fallback;
  } catch {
    // Not a region code (an older record's free text): shown as it was saved.
    return fallback;
  }
};

/** Countries named and sorted in a language (issue 21 item 9: no English country list in German or Japanese). */
export const countryChoices = (countries: readonly DictionaryOption[], locale: string): DictionaryOption[] => {
  const collator = new Intl.Collator(locale);
  return countries
    .map((c) => ({ id: c.id, name: countryName(String(c.id), locale, c.name) }))
    .sort((a, b) => collator.compare(a.name, b.name));
};

/** The countries dictionary (document 1 section 3) in the chosen language. */
export const useCountryChoices = (): DictionaryOption[] | undefined => {
  const { data } = useDictionary<DictionaryOption>('countries');
  const [locale] = useLocaleState();
  return useMemo(() => (data ? countryChoices(data, locale) : undefined), [data, locale]);
};

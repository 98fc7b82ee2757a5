import { IBAN_LENGTHS } from './ibanCheck';

export type AddressParts = Partial<Record<'street' | 'building_number' | 'post_code' | 'city' | 'country', string>>;

/** Names invoices use that Intl does not give (short forms and the home nations). */
const EXTRA_NAMES: Readonly<Record<string, string>> = {
  uk: 'GB', 'u.k.': 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB',
  usa: 'US', 'u.s.a.': 'US', 'united states of america': 'US', holland: 'NL', 'the netherlands': 'NL', brd: 'DE', suisse: 'CH', svizzera: 'CH',
};
const NAME_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'ja', 'nl'];
const OTHER_CODES = ['US', 'CA', 'AU', 'JP', 'CN', 'IN', 'SG', 'HK', 'NZ', 'ZA', 'MX'];

let countryNames: Map<string, string> | null = null;

/** Country names in the portal's languages (and a few more of Europe) to ISO codes, built once from Intl. */
const namesToCodes = (): Map<string, string> => {
  if (countryNames) return countryNames;
  const names = new Map<string, string>(Object.entries(EXTRA_NAMES));
  for (const language of NAME_LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of [...Object.keys(IBAN_LENGTHS), ...OTHER_CODES]) {
      const name = display.of(code);
      if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), code);
    }
  }
  countryNames = names;
  return names;
};

/** The ISO code of a country written out ("Deutschland", "United Kingdom", "Schweiz"), or null. */
export const countryCodeOf = (text: string): string | null => namesToCodes().get(text.trim().replace(/\.$/, '').toLowerCase()) ?? null;

/** "70565 Stuttgart", "CH-8001 Zürich", "D-10115 Berlin", "75002 Paris", "2501 Biel/Bienne". */
const CONTINENTAL = /^(?:([A-Z]{1,2})-)?(\d{4,5})\s+(\p{L}[\p{L}\p{M} .'/()-]*)$/u;
/** British post codes: "W1S 1HP", "EC1A 1BB". */
const UK_CODE = '[A-Z]{1,2}\\d[A-Z\\d]?\\s*\\d[A-Z]{2}';
const UK_CITY_FIRST = new RegExp(`^(\\p{L}[\\p{L} .'-]*?)[,\\s]+(${UK_CODE})$`, 'u');
const UK_CODE_FIRST = new RegExp(`^(${UK_CODE})\\s+(\\p{L}[\\p{L} .'-]*)$`, 'u');
const UK_CODE_ONLY = new RegExp(`^(${UK_CODE})$`);
/** "Industriestraße 12", "Rue du Lac 1268", "Bahnhofstr. 5a" (number after) and "14 Hanover Square", "12 rue de la Paix" (number first). */
const NUMBER_AFTER = /^(\p{L}[\p{L}\p{M} .'-]*?)\s+(\d{1,5}[a-zA-Z]?(?:\s?[-/]\s?\d{1,5}[a-zA-Z]?)?)$/u;
const NUMBER_FIRST = /^(\d{1,5}[a-zA-Z]?(?:-\d{1,5})?),?\s+(\p{L}[\p{L}\p{M} .'-]*)$/u;
const COUNTRY_PREFIX: Readonly<Record<string, string>> = { D: 'DE', A: 'AT', CH: 'CH', F: 'FR', L: 'LU', B: 'BE', NL: 'NL', I: 'IT', E: 'ES', FL: 'LI' };

/** What one part of an address is, or null when it is none of them. */
export const addressPart = (text: string): AddressParts | null => {
  const part = text.trim();
  const country = countryCodeOf(part);
  if (country) return { country };
  const continental = CONTINENTAL.exec(part);
  if (continental) {
    const prefix = continental[1] ? COUNTRY_PREFIX[continental[1]] : undefined;
    if (continental[1] && !prefix) return null;
    return { post_code: continental[2], city: continental[3]?.trim(), ...(prefix ? { country: prefix } : {}) };
  }
  const ukCityFirst = UK_CITY_FIRST.exec(part);
  if (ukCityFirst) return { city: ukCityFirst[1]?.trim(), post_code: ukCityFirst[2]?.toUpperCase() };
  const ukCodeFirst = UK_CODE_FIRST.exec(part);
  if (ukCodeFirst) return { post_code: ukCodeFirst[1]?.toUpperCase(), city: ukCodeFirst[2]?.trim() };
  const ukCode = UK_CODE_ONLY.exec(part);
  if (ukCode) return { post_code: ukCode[1]?.toUpperCase() };
  const after = NUMBER_AFTER.exec(part);
  if (after) return { street: after[1]?.trim(), building_number: after[2]?.replace(/\s/g, '') };
  const first = NUMBER_FIRST.exec(part);
  if (first) return { street: first[2]?.trim(), building_number: first[1] };
  return null;
};

/** The parts of an address written on one line ("Industriestraße 12, 70565 Stuttgart, Germany"); null unless every part is one. */
export const addressLine = (text: string): AddressParts | null => {
  const pieces = text.split(/\s*[,;·•|]\s*/).filter((p) => p !== '');
  if (pieces.length === 0) return null;
  let parts: AddressParts = {};
  for (const piece of pieces) {
    const found = addressPart(piece);
    if (!found) return null;
    parts = { ...found, ...parts };
  }
  return parts;
};

/** ISO 3166-1 alpha-2 country codes (officially assigned), plus XK (Kosovo, used by IBAN and SWIFT). */
export const ISO_COUNTRIES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
    'UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
  ).split(' '),
);

export const isIsoCountry = (code: string): boolean => ISO_COUNTRIES.has(code.toUpperCase());

/**
 * Territories whose banks use another country's IBAN prefix (or the other way round): a BIC of
 * Jersey (JE) may hold a GB IBAN, a bank in Réunion (RE) an FR IBAN, and so on.
 */
const BANKING_AREA: Readonly<Record<string, string>> = {
  JE: 'GB', GG: 'GB', IM: 'GB',
  GF: 'FR', GP: 'FR', MQ: 'FR', RE: 'FR', YT: 'FR', PM: 'FR', BL: 'FR', MF: 'FR', NC: 'FR', PF: 'FR', WF: 'FR',
  AX: 'FI',
};

/** True when two country codes belong to the same banking area (equal, or a territory and its IBAN country). */
export const sameBankingArea = (a: string, b: string): boolean => {
  const x = a.toUpperCase();
  const y = b.toUpperCase();
  return (BANKING_AREA[x] ?? x) === (BANKING_AREA[y] ?? y);
};

/** Reference data for realistic demo beneficiaries: banks, places, names. */

export type Bank = { name: string; bic: string; code: string; city: string; address: string };
export type Place = { city: string; zip: string; streets: readonly string[] };
export type CountryData = {
  country: string;
  banks: readonly Bank[];
  places: readonly Place[];
  companies: readonly string[];
  people: readonly (readonly [string, string])[];
};

export const SEPA_COUNTRIES = ['DE', 'FR', 'NL', 'ES', 'IT', 'AT'] as const;
export type SepaCountry = (typeof SEPA_COUNTRIES)[number];
export type BeneficiaryCountry = SepaCountry | 'GB' | 'US' | 'JP' | 'IL';

export const COUNTRIES: Record<BeneficiaryCountry, CountryData> = {
  DE: {
    country: 'DE',
    banks: [
      { name: 'Deutsche Bank', bic: 'DEUTDEBBXXX', code: '10070000', city: 'Berlin', address: 'Otto-Suhr-Allee 6-16' },
      { name: 'Commerzbank', bic: 'COBADEFFXXX', code: '37040044', city: 'Köln', address: 'Unter Sachsenhausen 21-27' },
      { name: 'ING-DiBa', bic: 'INGDDEFFXXX', code: '50010517', city: 'Frankfurt am Main', address: 'Theodor-Heuss-Allee 2' },
      { name: 'HypoVereinsbank', bic: 'HYVEDEMMXXX', code: '70020270', city: 'München', address: 'Arabellastraße 12' },
    ],
    places: [
      { city: 'Hamburg', zip: '20095', streets: ['Mönckebergstraße', 'Jungfernstieg', 'Spitalerstraße'] },
      { city: 'München', zip: '80331', streets: ['Kaufingerstraße', 'Sendlinger Straße', 'Marienplatz'] },
      { city: 'Köln', zip: '50667', streets: ['Hohe Straße', 'Schildergasse', 'Breite Straße'] },
      { city: 'Stuttgart', zip: '70173', streets: ['Königstraße', 'Calwer Straße'] },
    ],
    companies: ['Hanseatic Maschinenbau GmbH', 'Bergmann Logistik KG', 'Rheinland Papierwerke AG', 'Schwarzwald Holz GmbH', 'Elbe Software GmbH'],
    people: [['Lukas', 'Becker'], ['Anna', 'Schmidt'], ['Jonas', 'Weber'], ['Lea', 'Hoffmann']],
  },
  FR: {
    country: 'FR',
    banks: [
      { name: 'BNP Paribas', bic: 'BNPAFRPPXXX', code: '30004', city: 'Paris', address: '16 Boulevard des Italiens' },
      { name: 'Société Générale', bic: 'SOGEFRPPXXX', code: '30003', city: 'Paris', address: '29 Boulevard Haussmann' },
      { name: 'Crédit Agricole', bic: 'AGRIFRPPXXX', code: '30006', city: 'Montrouge', address: '12 Place des États-Unis' },
    ],
    places: [
      { city: 'Paris', zip: '75008', streets: ['Rue du Faubourg Saint-Honoré', 'Avenue des Champs-Élysées'] },
      { city: 'Lyon', zip: '69002', streets: ['Rue de la République', 'Quai Saint-Antoine'] },
      { city: 'Bordeaux', zip: '33000', streets: ['Cours de l’Intendance', 'Rue Sainte-Catherine'] },
    ],
    companies: ['Vins de Bordeaux SARL', 'Atelier Lumière SAS', 'Transports Moreau SA', 'Parfums de Grasse SAS'],
    people: [['Camille', 'Martin'], ['Louis', 'Bernard'], ['Chloé', 'Dubois']],
  },
  NL: {
    country: 'NL',
    banks: [
      { name: 'ABN AMRO', bic: 'ABNANL2AXXX', code: 'ABNA', city: 'Amsterdam', address: 'Gustav Mahlerlaan 10' },
      { name: 'ING Bank', bic: 'INGBNL2AXXX', code: 'INGB', city: 'Amsterdam', address: 'Bijlmerdreef 106' },
      { name: 'Rabobank', bic: 'RABONL2UXXX', code: 'RABO', city: 'Utrecht', address: 'Croeselaan 18' },
    ],
    places: [
      { city: 'Amsterdam', zip: '1012 AB', streets: ['Damrak', 'Kalverstraat', 'Herengracht'] },
      { city: 'Rotterdam', zip: '3011 AD', streets: ['Coolsingel', 'Lijnbaan'] },
    ],
    companies: ['Van der Berg Handel B.V.', 'Delta Tulip Exports B.V.', 'Oranje Freight B.V.'],
    people: [['Daan', 'de Vries'], ['Sanne', 'Jansen']],
  },
  ES: {
    country: 'ES',
    banks: [
      { name: 'CaixaBank', bic: 'CAIXESBBXXX', code: '2100', city: 'Valencia', address: 'Calle Pintor Sorolla 2-4' },
      { name: 'Banco Santander', bic: 'BSCHESMMXXX', code: '0049', city: 'Madrid', address: 'Paseo de Pereda 9-12' },
      { name: 'BBVA', bic: 'BBVAESMMXXX', code: '0182', city: 'Bilbao', address: 'Plaza de San Nicolás 4' },
    ],
    places: [
      { city: 'Madrid', zip: '28013', streets: ['Gran Vía', 'Calle de Alcalá'] },
      { city: 'Barcelona', zip: '08002', streets: ['Passeig de Gràcia', 'La Rambla'] },
      { city: 'Sevilla', zip: '41001', streets: ['Calle Sierpes', 'Avenida de la Constitución'] },
    ],
    companies: ['Aceites del Sur S.L.', 'Cerámica Levante S.A.', 'Textiles Ibéricos S.L.'],
    people: [['Lucía', 'García'], ['Pablo', 'Fernández']],
  },
  IT: {
    country: 'IT',
    banks: [
      { name: 'Intesa Sanpaolo', bic: 'BCITITMMXXX', code: '03069', city: 'Torino', address: 'Piazza San Carlo 156' },
      { name: 'UniCredit', bic: 'UNCRITMMXXX', code: '02008', city: 'Milano', address: 'Piazza Gae Aulenti 3' },
    ],
    places: [
      { city: 'Milano', zip: '20121', streets: ['Via Monte Napoleone', 'Corso Buenos Aires'] },
      { city: 'Roma', zip: '00187', streets: ['Via del Corso', 'Via Veneto'] },
      { city: 'Bologna', zip: '40121', streets: ['Via dell’Indipendenza', 'Via Rizzoli'] },
    ],
    companies: ['Moda Milano S.r.l.', 'Ferramenta Rossi S.p.A.', 'Caffè Torino S.r.l.'],
    people: [['Giulia', 'Rossi'], ['Marco', 'Bianchi']],
  },
  AT: {
    country: 'AT',
    banks: [
      { name: 'Erste Bank', bic: 'GIBAATWWXXX', code: '20111', city: 'Wien', address: 'Am Belvedere 1' },
      { name: 'UniCredit Bank Austria', bic: 'BKAUATWWXXX', code: '12000', city: 'Wien', address: 'Rothschildplatz 1' },
    ],
    places: [
      { city: 'Wien', zip: '1010', streets: ['Kärntner Straße', 'Graben', 'Mariahilfer Straße'] },
      { city: 'Salzburg', zip: '5020', streets: ['Getreidegasse', 'Linzer Gasse'] },
    ],
    companies: ['Alpen Elektro GmbH', 'Donau Spedition GmbH', 'Tiroler Bergbahnen AG'],
    people: [['Felix', 'Gruber'], ['Hannah', 'Huber']],
  },
  GB: {
    country: 'GB',
    banks: [
      { name: 'Barclays Bank', bic: 'BARCGB22XXX', code: '200000', city: 'London', address: '1 Churchill Place' },
      { name: 'HSBC UK Bank', bic: 'HBUKGB4BXXX', code: '401162', city: 'Birmingham', address: '1 Centenary Square' },
      { name: 'Lloyds Bank', bic: 'LOYDGB2LXXX', code: '309634', city: 'London', address: '25 Gresham Street' },
      { name: 'NatWest', bic: 'NWBKGB2LXXX', code: '601613', city: 'London', address: '250 Bishopsgate' },
    ],
    places: [
      { city: 'London', zip: 'EC2V 7HN', streets: ['Cheapside', 'Gresham Street', 'Moorgate'] },
      { city: 'Manchester', zip: 'M2 4WU', streets: ['Deansgate', 'King Street'] },
      { city: 'Edinburgh', zip: 'EH2 2BY', streets: ['Princes Street', 'George Street'] },
    ],
    companies: ['Thames Print Works Ltd', 'Pennine Outdoor Ltd', 'Highland Distillers Ltd', 'Mersey Media Ltd'],
    people: [['Oliver', 'Smith'], ['Amelia', 'Jones'], ['Harry', 'Taylor']],
  },
  US: {
    country: 'US',
    banks: [
      { name: 'JPMorgan Chase Bank', bic: 'CHASUS33XXX', code: '021000021', city: 'New York', address: '383 Madison Avenue' },
      { name: 'Bank of America', bic: 'BOFAUS3NXXX', code: '026009593', city: 'Charlotte', address: '100 North Tryon Street' },
      { name: 'Wells Fargo Bank', bic: 'WFBIUS6SXXX', code: '121000248', city: 'San Francisco', address: '420 Montgomery Street' },
    ],
    places: [
      { city: 'New York', zip: '10017', streets: ['Lexington Avenue', 'Park Avenue'] },
      { city: 'Chicago', zip: '60601', streets: ['North Michigan Avenue', 'West Wacker Drive'] },
      { city: 'Austin', zip: '78701', streets: ['Congress Avenue', 'West 6th Street'] },
    ],
    companies: ['Liberty Components Inc.', 'Pacific Coast Imports LLC', 'Great Lakes Steel Corp.'],
    people: [['Emily', 'Johnson'], ['Michael', 'Brown']],
  },
  JP: {
    country: 'JP',
    banks: [
      { name: 'MUFG Bank', bic: 'BOTKJPJTXXX', code: '0005', city: 'Tokyo', address: '2-7-1 Marunouchi, Chiyoda-ku' },
      { name: 'Mizuho Bank', bic: 'MHCBJPJTXXX', code: '0001', city: 'Tokyo', address: '1-5-5 Otemachi, Chiyoda-ku' },
    ],
    places: [
      { city: 'Tokyo', zip: '100-0005', streets: ['Marunouchi', 'Nihonbashi'] },
      { city: 'Osaka', zip: '530-0001', streets: ['Umeda', 'Dojima'] },
    ],
    companies: ['Sakura Electronics K.K.', 'Fuji Precision Co., Ltd.'],
    people: [['Haruto', 'Sato'], ['Yui', 'Suzuki']],
  },
  IL: {
    country: 'IL',
    banks: [
      { name: 'Bank Hapoalim', bic: 'POALILITXXX', code: '12', city: 'Tel Aviv', address: '50 Rothschild Boulevard' },
      { name: 'Bank Leumi', bic: 'LUMIILITXXX', code: '10', city: 'Tel Aviv', address: '34 Yehuda Halevi Street' },
    ],
    places: [
      { city: 'Tel Aviv', zip: '6688101', streets: ['Rothschild Boulevard', 'Dizengoff Street'] },
      { city: 'Haifa', zip: '3303101', streets: ['HaNamal Street', 'Ben Gurion Avenue'] },
    ],
    companies: ['Negev Solar Ltd', 'Carmel Software Ltd'],
    people: [['Noa', 'Cohen'], ['Itai', 'Levi']],
  },
};

/** Counterparties that pay into customer accounts (deposit remitters). */
export const REMITTERS = [
  'Nordic Retail Group AB', 'Helvetia Instruments AG', 'Baltic Trade OÜ', 'Iberia Foods S.A.', 'Danube Components Kft.',
  'Atlantic Shipping Ltd', 'Lumen Analytics GmbH', 'Orion Pharma Oy', 'Vistula Furniture Sp. z o.o.', 'Adriatic Tours d.o.o.',
] as const;

export const CARD_MERCHANTS = [
  'Lufthansa', 'Deutsche Bahn', 'Amazon EU S.à r.l.', 'Google Cloud EMEA', 'Microsoft Ireland', 'Hilton Hotels',
  'Uber BV', 'Staples', 'Adobe Systems', 'Slack Technologies', 'Shell Station', 'IKEA', 'Apple Distribution',
] as const;

export const REF_MESSAGES = [
  'Invoice INV-{n}', 'Payment for order PO-{n}', 'Consulting services {m}', 'Freight charges {m}', 'Rent {m}',
  'Licence renewal {y}', 'Payroll {m}', 'Supplier settlement {n}', 'Marketing campaign {m}', 'Equipment lease {m}',
] as const;

/**
 * The bundled bank directory: head offices of real-world banks (public SWIFT/BIC and national bank
 * codes), used to autofill bank details from an IBAN or a BIC. It is reference data for the
 * reference server, not a licensed SWIFTRef feed: a bank backend plugs its own directory in.
 *
 * bankCode: the national bank identifier as it appears inside the country's IBAN (see
 * BANK_CODE_POSITION); localCode: the domestic routing code where there is no IBAN or where the
 * domestic form differs (US ABA routing number, Japanese Zengin code, UK/IE sort code of the head
 * office, Israeli two-digit bank number).
 */
export type DirectoryBank = {
  bic: string;
  name: string;
  address: string;
  city: string;
  zip: string;
  country: string;
  bankCode?: string;
  localCode?: string;
};

export const BANKS: readonly DirectoryBank[] = [
  // ---------------------------------------------------------------- Kontor (the bank of the customer accounts)
  { bic: 'KTORDEB1XXX', name: 'Kontor Bank AG', address: 'Friedrichstraße 68', city: 'Berlin', zip: '10117', country: 'DE', bankCode: '10020030' },
  { bic: 'KTORGB2LXXX', name: 'Kontor Bank AG, London Branch', address: '30 St Mary Axe', city: 'London', zip: 'EC3A 8BF', country: 'GB', bankCode: 'KTOR', localCode: '040075' },

  // ---------------------------------------------------------------- Germany (Bankleitzahl)
  { bic: 'DEUTDEBBXXX', name: 'Deutsche Bank', address: 'Otto-Suhr-Allee 6-16', city: 'Berlin', zip: '10585', country: 'DE', bankCode: '10070000' },
  { bic: 'DEUTDEFFXXX', name: 'Deutsche Bank', address: 'Taunusanlage 12', city: 'Frankfurt am Main', zip: '60325', country: 'DE', bankCode: '50070010' },
  { bic: 'DEUTDEMMXXX', name: 'Deutsche Bank', address: 'Promenadeplatz 15', city: 'München', zip: '80333', country: 'DE', bankCode: '70070010' },
  { bic: 'DEUTDEHHXXX', name: 'Deutsche Bank', address: 'Adolphsplatz 7', city: 'Hamburg', zip: '20457', country: 'DE', bankCode: '20070000' },
  { bic: 'DEUTDEDKXXX', name: 'Deutsche Bank', address: 'An den Dominikanern 11-27', city: 'Köln', zip: '50668', country: 'DE', bankCode: '37070060' },
  { bic: 'COBADEFFXXX', name: 'Commerzbank', address: 'Unter Sachsenhausen 21-27', city: 'Köln', zip: '50667', country: 'DE', bankCode: '37040044' },
  { bic: 'COBADEBBXXX', name: 'Commerzbank', address: 'Potsdamer Straße 125', city: 'Berlin', zip: '10783', country: 'DE', bankCode: '10040000' },
  { bic: 'COBADEHD001', name: 'comdirect – eine Marke der Commerzbank', address: 'Pascalkehre 15', city: 'Quickborn', zip: '25451', country: 'DE', bankCode: '20041133' },
  { bic: 'INGDDEFFXXX', name: 'ING-DiBa', address: 'Theodor-Heuss-Allee 2', city: 'Frankfurt am Main', zip: '60486', country: 'DE', bankCode: '50010517' },
  { bic: 'HYVEDEMMXXX', name: 'HypoVereinsbank', address: 'Arabellastraße 12', city: 'München', zip: '81925', country: 'DE', bankCode: '70020270' },
  { bic: 'PBNKDEFFXXX', name: 'Postbank', address: 'Friedrich-Ebert-Allee 114-126', city: 'Bonn', zip: '53113', country: 'DE', bankCode: '10010010' },
  { bic: 'GENODEFFXXX', name: 'DZ BANK', address: 'Platz der Republik', city: 'Frankfurt am Main', zip: '60325', country: 'DE', bankCode: '50060400' },
  { bic: 'BELADEBEXXX', name: 'Berliner Sparkasse', address: 'Alexanderplatz 2', city: 'Berlin', zip: '10178', country: 'DE', bankCode: '10050000' },
  { bic: 'HASPDEHHXXX', name: 'Hamburger Sparkasse', address: 'Ecke Adolphsplatz / Großer Burstah', city: 'Hamburg', zip: '20457', country: 'DE', bankCode: '20050550' },
  { bic: 'SSKMDEMMXXX', name: 'Stadtsparkasse München', address: 'Sparkassenstraße 2', city: 'München', zip: '80331', country: 'DE', bankCode: '70150000' },
  { bic: 'COLSDE33XXX', name: 'Sparkasse KölnBonn', address: 'Hahnenstraße 57', city: 'Köln', zip: '50667', country: 'DE', bankCode: '37050198' },
  { bic: 'NTSBDEB1XXX', name: 'N26 Bank', address: 'Voltairestraße 8', city: 'Berlin', zip: '10179', country: 'DE', bankCode: '10011001' },
  { bic: 'BYLADEM1001', name: 'Deutsche Kreditbank (DKB)', address: 'Taubenstraße 7-9', city: 'Berlin', zip: '10117', country: 'DE', bankCode: '12030000' },
  { bic: 'CMCIDEDDXXX', name: 'TARGOBANK', address: 'Kasernenstraße 10', city: 'Düsseldorf', zip: '40213', country: 'DE', bankCode: '30020900' },
  { bic: 'MARKDEFFXXX', name: 'Deutsche Bundesbank', address: 'Wilhelm-Epstein-Straße 14', city: 'Frankfurt am Main', zip: '60431', country: 'DE', bankCode: '50000000' },
  { bic: 'GENODEM1GLS', name: 'GLS Gemeinschaftsbank', address: 'Christstraße 9', city: 'Bochum', zip: '44789', country: 'DE', bankCode: '43060967' },

  // ---------------------------------------------------------------- France (code banque)
  { bic: 'BNPAFRPPXXX', name: 'BNP Paribas', address: '16 Boulevard des Italiens', city: 'Paris', zip: '75009', country: 'FR', bankCode: '30004' },
  { bic: 'SOGEFRPPXXX', name: 'Société Générale', address: '29 Boulevard Haussmann', city: 'Paris', zip: '75009', country: 'FR', bankCode: '30003' },
  { bic: 'AGRIFRPPXXX', name: 'Crédit Agricole', address: '12 Place des États-Unis', city: 'Montrouge', zip: '92120', country: 'FR', bankCode: '30006' },
  { bic: 'CRLYFRPPXXX', name: 'LCL – Le Crédit Lyonnais', address: '18 Rue de la République', city: 'Lyon', zip: '69002', country: 'FR', bankCode: '30002' },
  { bic: 'CMCIFRPPXXX', name: 'CIC', address: '6 Avenue de Provence', city: 'Paris', zip: '75009', country: 'FR', bankCode: '30066' },
  { bic: 'CMCIFR2AXXX', name: 'Crédit Mutuel', address: '4 Rue Frédéric-Guillaume Raiffeisen', city: 'Strasbourg', zip: '67000', country: 'FR', bankCode: '10278' },
  { bic: 'PSSTFRPPPAR', name: 'La Banque Postale', address: '115 Rue de Sèvres', city: 'Paris', zip: '75006', country: 'FR', bankCode: '20041' },
  { bic: 'CCFRFRPPXXX', name: 'HSBC Continental Europe', address: '38 Avenue Kléber', city: 'Paris', zip: '75116', country: 'FR', bankCode: '30056' },
  { bic: 'CCBPFRPPMTG', name: 'Banque Populaire Rives de Paris', address: '76-78 Avenue de France', city: 'Paris', zip: '75013', country: 'FR', bankCode: '10207' },
  { bic: 'CEPAFRPP751', name: "Caisse d'Epargne Ile-de-France", address: '26-28 Rue Neuve Tolbiac', city: 'Paris', zip: '75013', country: 'FR', bankCode: '17515' },
  { bic: 'BOUSFRPPXXX', name: 'Boursorama', address: '44 Rue Traversière', city: 'Boulogne-Billancourt', zip: '92100', country: 'FR', bankCode: '40618' },
  { bic: 'QNTOFRP1XXX', name: 'Qonto', address: '18 Rue de Navarin', city: 'Paris', zip: '75009', country: 'FR', bankCode: '16958' },
  { bic: 'NATXFRPPXXX', name: 'Natixis', address: '7 Promenade Germaine Sablon', city: 'Paris', zip: '75013', country: 'FR', bankCode: '30007' },

  // ---------------------------------------------------------------- Netherlands (bank code letters)
  { bic: 'ABNANL2AXXX', name: 'ABN AMRO', address: 'Gustav Mahlerlaan 10', city: 'Amsterdam', zip: '1082 PP', country: 'NL', bankCode: 'ABNA' },
  { bic: 'INGBNL2AXXX', name: 'ING Bank', address: 'Bijlmerdreef 106', city: 'Amsterdam', zip: '1102 CT', country: 'NL', bankCode: 'INGB' },
  { bic: 'RABONL2UXXX', name: 'Rabobank', address: 'Croeselaan 18', city: 'Utrecht', zip: '3521 CB', country: 'NL', bankCode: 'RABO' },
  { bic: 'SNSBNL2AXXX', name: 'SNS (de Volksbank)', address: 'Croeselaan 1', city: 'Utrecht', zip: '3521 BJ', country: 'NL', bankCode: 'SNSB' },
  { bic: 'TRIONL2UXXX', name: 'Triodos Bank', address: 'Hoofdstraat 10', city: 'Driebergen-Rijsenburg', zip: '3972 LA', country: 'NL', bankCode: 'TRIO' },
  { bic: 'BUNQNL2AXXX', name: 'bunq', address: 'Naritaweg 131-133', city: 'Amsterdam', zip: '1043 BS', country: 'NL', bankCode: 'BUNQ' },
  { bic: 'ASNBNL21XXX', name: 'ASN Bank', address: 'Croeselaan 1', city: 'Utrecht', zip: '3521 BJ', country: 'NL', bankCode: 'ASNB' },
  { bic: 'KNABNL2HXXX', name: 'Knab', address: 'Schiphol Boulevard 1', city: 'Schiphol', zip: '1118 BG', country: 'NL', bankCode: 'KNAB' },
  { bic: 'FVLBNL22XXX', name: 'Van Lanschot Kempen', address: 'Hooge Steenweg 29', city: "'s-Hertogenbosch", zip: '5211 JN', country: 'NL', bankCode: 'FVLB' },

  // ---------------------------------------------------------------- Spain (código de entidad)
  { bic: 'CAIXESBBXXX', name: 'CaixaBank', address: 'Calle Pintor Sorolla 2-4', city: 'Valencia', zip: '46002', country: 'ES', bankCode: '2100' },
  { bic: 'BSCHESMMXXX', name: 'Banco Santander', address: 'Paseo de Pereda 9-12', city: 'Santander', zip: '39004', country: 'ES', bankCode: '0049' },
  { bic: 'BBVAESMMXXX', name: 'BBVA', address: 'Plaza de San Nicolás 4', city: 'Bilbao', zip: '48005', country: 'ES', bankCode: '0182' },
  { bic: 'BSABESBBXXX', name: 'Banco Sabadell', address: 'Avenida Óscar Esplá 37', city: 'Alicante', zip: '03007', country: 'ES', bankCode: '0081' },
  { bic: 'BKBKESMMXXX', name: 'Bankinter', address: 'Paseo de la Castellana 29', city: 'Madrid', zip: '28046', country: 'ES', bankCode: '0128' },
  { bic: 'CAGLESMMXXX', name: 'Abanca', address: 'Calle Cantón Claudino Pita 2', city: 'Betanzos', zip: '15300', country: 'ES', bankCode: '2080' },
  { bic: 'INGDESMMXXX', name: 'ING Bank, Sucursal en España', address: 'Calle Vía de los Poblados 1', city: 'Madrid', zip: '28033', country: 'ES', bankCode: '1465' },
  { bic: 'CCRIESMMXXX', name: 'Cajamar Caja Rural', address: 'Plaza de Juan del Águila Molina 5', city: 'Almería', zip: '04006', country: 'ES', bankCode: '3058' },
  { bic: 'BASKES2BXXX', name: 'Kutxabank', address: 'Gran Vía 30-32', city: 'Bilbao', zip: '48009', country: 'ES', bankCode: '2095' },
  { bic: 'OPENESMMXXX', name: 'Openbank', address: 'Plaza de Santa Bárbara 2', city: 'Madrid', zip: '28004', country: 'ES', bankCode: '0073' },

  // ---------------------------------------------------------------- Italy (ABI)
  { bic: 'BCITITMMXXX', name: 'Intesa Sanpaolo', address: 'Piazza San Carlo 156', city: 'Torino', zip: '10121', country: 'IT', bankCode: '03069' },
  { bic: 'UNCRITMMXXX', name: 'UniCredit', address: 'Piazza Gae Aulenti 3', city: 'Milano', zip: '20154', country: 'IT', bankCode: '02008' },
  { bic: 'BAPPIT21XXX', name: 'Banco BPM', address: 'Piazza Filippo Meda 4', city: 'Milano', zip: '20121', country: 'IT', bankCode: '05034' },
  { bic: 'PASCITMMXXX', name: 'Banca Monte dei Paschi di Siena', address: 'Piazza Salimbeni 3', city: 'Siena', zip: '53100', country: 'IT', bankCode: '01030' },
  { bic: 'BNLIITRRXXX', name: 'BNL – Banca Nazionale del Lavoro', address: 'Viale Altiero Spinelli 30', city: 'Roma', zip: '00157', country: 'IT', bankCode: '01005' },
  { bic: 'POSOIT22XXX', name: 'Banca Popolare di Sondrio', address: 'Piazza Garibaldi 16', city: 'Sondrio', zip: '23100', country: 'IT', bankCode: '05696' },
  { bic: 'BMEDITMMXXX', name: 'Banca Mediolanum', address: 'Via Ennio Doris', city: 'Basiglio', zip: '20079', country: 'IT', bankCode: '03062' },
  { bic: 'CRPPIT2PXXX', name: 'Crédit Agricole Italia', address: 'Via Università 1', city: 'Parma', zip: '43121', country: 'IT', bankCode: '06230' },
  { bic: 'FEBIITM1XXX', name: 'FinecoBank', address: 'Piazza Durante 11', city: 'Milano', zip: '20131', country: 'IT', bankCode: '03015' },
  { bic: 'BPPIITRRXXX', name: 'Poste Italiane – BancoPosta', address: 'Viale Europa 190', city: 'Roma', zip: '00144', country: 'IT', bankCode: '07601' },

  // ---------------------------------------------------------------- Austria (Bankleitzahl)
  { bic: 'GIBAATWWXXX', name: 'Erste Bank', address: 'Am Belvedere 1', city: 'Wien', zip: '1100', country: 'AT', bankCode: '20111' },
  { bic: 'BKAUATWWXXX', name: 'UniCredit Bank Austria', address: 'Rothschildplatz 1', city: 'Wien', zip: '1020', country: 'AT', bankCode: '12000' },
  { bic: 'RLNWATWWXXX', name: 'Raiffeisenlandesbank Niederösterreich-Wien', address: 'Friedrich-Wilhelm-Raiffeisen-Platz 1', city: 'Wien', zip: '1020', country: 'AT', bankCode: '32000' },
  { bic: 'BAWAATWWXXX', name: 'BAWAG P.S.K.', address: 'Wiedner Gürtel 11', city: 'Wien', zip: '1100', country: 'AT', bankCode: '14000' },
  { bic: 'OBKLAT2LXXX', name: 'Oberbank', address: 'Untere Donaulände 28', city: 'Linz', zip: '4020', country: 'AT', bankCode: '15000' },
  { bic: 'BTVAAT22XXX', name: 'BTV Bank für Tirol und Vorarlberg', address: 'Stadtforum 1', city: 'Innsbruck', zip: '6020', country: 'AT', bankCode: '16000' },
  { bic: 'RZOOAT2LXXX', name: 'Raiffeisenlandesbank Oberösterreich', address: 'Europaplatz 1a', city: 'Linz', zip: '4020', country: 'AT', bankCode: '34000' },
  { bic: 'RZSTAT2GXXX', name: 'Raiffeisen-Landesbank Steiermark', address: 'Kaiserfeldgasse 5', city: 'Graz', zip: '8010', country: 'AT', bankCode: '38000' },

  // ---------------------------------------------------------------- Belgium (bank code)
  { bic: 'GEBABEBBXXX', name: 'BNP Paribas Fortis', address: 'Montagne du Parc 3', city: 'Bruxelles', zip: '1000', country: 'BE', bankCode: '001' },
  { bic: 'KREDBEBBXXX', name: 'KBC Bank', address: 'Havenlaan 2', city: 'Brussel', zip: '1080', country: 'BE', bankCode: '735' },
  { bic: 'GKCCBEBBXXX', name: 'Belfius Bank', address: 'Place Charles Rogier 11', city: 'Bruxelles', zip: '1210', country: 'BE', bankCode: '068' },
  { bic: 'BBRUBEBBXXX', name: 'ING Belgium', address: 'Avenue Marnix 24', city: 'Bruxelles', zip: '1000', country: 'BE', bankCode: '310' },
  { bic: 'ARSPBE22XXX', name: 'Argenta Spaarbank', address: 'Belgiëlei 49-53', city: 'Antwerpen', zip: '2018', country: 'BE', bankCode: '979' },
  { bic: 'NICABEBBXXX', name: 'Crelan', address: 'Boulevard Sylvain Dupuis 251', city: 'Bruxelles', zip: '1070', country: 'BE', bankCode: '103' },
  { bic: 'BPOTBEB1XXX', name: 'bpost bank', address: 'Rue du Marquis 1', city: 'Bruxelles', zip: '1000', country: 'BE', bankCode: '000' },
  { bic: 'CTBKBEBXXXX', name: 'Beobank', address: 'Boulevard Général Jacques 263g', city: 'Bruxelles', zip: '1050', country: 'BE', bankCode: '954' },

  // ---------------------------------------------------------------- Switzerland (IID)
  { bic: 'UBSWCHZH80A', name: 'UBS Switzerland', address: 'Bahnhofstrasse 45', city: 'Zürich', zip: '8001', country: 'CH', bankCode: '00230' },
  { bic: 'CRESCHZZ80A', name: 'Credit Suisse (Schweiz)', address: 'Paradeplatz 8', city: 'Zürich', zip: '8001', country: 'CH', bankCode: '04835' },
  { bic: 'POFICHBEXXX', name: 'PostFinance', address: 'Mingerstrasse 20', city: 'Bern', zip: '3030', country: 'CH', bankCode: '09000' },
  { bic: 'ZKBKCHZZ80A', name: 'Zürcher Kantonalbank', address: 'Bahnhofstrasse 9', city: 'Zürich', zip: '8001', country: 'CH', bankCode: '00700' },
  { bic: 'RAIFCH22XXX', name: 'Raiffeisen Schweiz', address: 'Raiffeisenplatz 4', city: 'St. Gallen', zip: '9001', country: 'CH', bankCode: '80808' },
  { bic: 'BCVLCH2LXXX', name: 'Banque Cantonale Vaudoise', address: 'Place Saint-François 14', city: 'Lausanne', zip: '1003', country: 'CH', bankCode: '00767' },
  { bic: 'BAERCHZZXXX', name: 'Bank Julius Bär', address: 'Bahnhofstrasse 36', city: 'Zürich', zip: '8001', country: 'CH', bankCode: '08515' },
  { bic: 'SWQBCHZZXXX', name: 'Swissquote Bank', address: 'Chemin de la Crétaux 33', city: 'Gland', zip: '1196', country: 'CH', bankCode: '08781' },

  // ---------------------------------------------------------------- United Kingdom (bank code + sort code)
  { bic: 'BARCGB22XXX', name: 'Barclays Bank', address: '1 Churchill Place', city: 'London', zip: 'E14 5HP', country: 'GB', bankCode: 'BARC', localCode: '200000' },
  { bic: 'HBUKGB4BXXX', name: 'HSBC UK Bank', address: '1 Centenary Square', city: 'Birmingham', zip: 'B1 1HQ', country: 'GB', bankCode: 'HBUK', localCode: '401162' },
  { bic: 'LOYDGB2LXXX', name: 'Lloyds Bank', address: '25 Gresham Street', city: 'London', zip: 'EC2V 7HN', country: 'GB', bankCode: 'LOYD', localCode: '309634' },
  { bic: 'NWBKGB2LXXX', name: 'NatWest', address: '250 Bishopsgate', city: 'London', zip: 'EC2M 4AA', country: 'GB', bankCode: 'NWBK', localCode: '601613' },
  { bic: 'MIDLGB22XXX', name: 'HSBC Bank', address: '8 Canada Square', city: 'London', zip: 'E14 5HQ', country: 'GB', bankCode: 'MIDL' },
  { bic: 'RBOSGB2LXXX', name: 'Royal Bank of Scotland', address: '36 St Andrew Square', city: 'Edinburgh', zip: 'EH2 2YB', country: 'GB', bankCode: 'RBOS' },
  { bic: 'BOFSGBS1XXX', name: 'Bank of Scotland', address: 'The Mound', city: 'Edinburgh', zip: 'EH1 1YZ', country: 'GB', bankCode: 'BOFS' },
  { bic: 'ABBYGB2LXXX', name: 'Santander UK', address: '2 Triton Square, Regent’s Place', city: 'London', zip: 'NW1 3AN', country: 'GB', bankCode: 'ABBY' },
  { bic: 'NAIAGB21XXX', name: 'Nationwide Building Society', address: 'Nationwide House, Pipers Way', city: 'Swindon', zip: 'SN38 1NW', country: 'GB', bankCode: 'NAIA' },
  { bic: 'TSBSGB2AXXX', name: 'TSB Bank', address: '20 Gresham Street', city: 'London', zip: 'EC2V 7JE', country: 'GB', bankCode: 'TSBS' },
  { bic: 'CPBKGB22XXX', name: 'The Co-operative Bank', address: '1 Balloon Street', city: 'Manchester', zip: 'M60 4EP', country: 'GB', bankCode: 'CPBK' },
  { bic: 'MONZGB2LXXX', name: 'Monzo Bank', address: 'Broadwalk House, 5 Appold Street', city: 'London', zip: 'EC2A 2AG', country: 'GB', bankCode: 'MONZ' },
  { bic: 'SRLGGB2LXXX', name: 'Starling Bank', address: '3rd Floor, 2 Finsbury Avenue', city: 'London', zip: 'EC2M 2PP', country: 'GB', bankCode: 'SRLG' },
  { bic: 'CLRBGB22XXX', name: 'ClearBank', address: '133 Houndsditch', city: 'London', zip: 'EC3A 7BX', country: 'GB', bankCode: 'CLRB' },
  { bic: 'COUTGB22XXX', name: 'Coutts & Co', address: '440 Strand', city: 'London', zip: 'WC2R 0QS', country: 'GB', bankCode: 'COUT' },
  { bic: 'CHASGB2LXXX', name: 'JPMorgan Chase Bank, London Branch', address: '25 Bank Street, Canary Wharf', city: 'London', zip: 'E14 5JP', country: 'GB', bankCode: 'CHAS' },
  { bic: 'CITIGB2LXXX', name: 'Citibank, London Branch', address: 'Citigroup Centre, Canada Square', city: 'London', zip: 'E14 5LB', country: 'GB', bankCode: 'CITI' },

  // ---------------------------------------------------------------- Ireland (bank code + sort code)
  { bic: 'AIBKIE2DXXX', name: 'AIB – Allied Irish Banks', address: '10 Molesworth Street', city: 'Dublin', zip: 'D02 R126', country: 'IE', bankCode: 'AIBK' },
  { bic: 'BOFIIE2DXXX', name: 'Bank of Ireland', address: '40 Mespil Road', city: 'Dublin', zip: 'D04 C2N4', country: 'IE', bankCode: 'BOFI' },
  { bic: 'IPBSIE2DXXX', name: 'PTSB (Permanent TSB)', address: '56-59 St Stephen’s Green', city: 'Dublin', zip: 'D02 H489', country: 'IE', bankCode: 'IPBS' },
  { bic: 'CITIIE2XXXX', name: 'Citibank Europe', address: '1 North Wall Quay', city: 'Dublin', zip: 'D01 T8Y1', country: 'IE', bankCode: 'CITI' },
  { bic: 'REVOIE23XXX', name: 'Revolut Bank UAB, Irish Branch', address: '2 Dublin Landings, North Wall Quay', city: 'Dublin', zip: 'D01 V4A3', country: 'IE', bankCode: 'REVO' },

  // ---------------------------------------------------------------- Poland (bank number)
  { bic: 'BPKOPLPWXXX', name: 'PKO Bank Polski', address: 'ul. Puławska 15', city: 'Warszawa', zip: '02-515', country: 'PL', bankCode: '1020' },
  { bic: 'PKOPPLPWXXX', name: 'Bank Pekao', address: 'ul. Żubra 1', city: 'Warszawa', zip: '01-066', country: 'PL', bankCode: '1240' },
  { bic: 'INGBPLPWXXX', name: 'ING Bank Śląski', address: 'ul. Sokolska 34', city: 'Katowice', zip: '40-086', country: 'PL', bankCode: '1050' },
  { bic: 'WBKPPLPPXXX', name: 'Santander Bank Polska', address: 'al. Jana Pawła II 17', city: 'Warszawa', zip: '00-854', country: 'PL', bankCode: '1090' },
  { bic: 'BREXPLPWXXX', name: 'mBank', address: 'ul. Prosta 18', city: 'Warszawa', zip: '00-850', country: 'PL', bankCode: '1140' },
  { bic: 'BIGBPLPWXXX', name: 'Bank Millennium', address: 'ul. Stanisława Żaryna 2A', city: 'Warszawa', zip: '02-593', country: 'PL', bankCode: '1160' },
  { bic: 'CITIPLPXXXX', name: 'Bank Handlowy w Warszawie (Citi Handlowy)', address: 'ul. Senatorska 16', city: 'Warszawa', zip: '00-923', country: 'PL', bankCode: '1030' },
  { bic: 'PPABPLPKXXX', name: 'BNP Paribas Bank Polska', address: 'ul. Kasprzaka 2', city: 'Warszawa', zip: '01-211', country: 'PL', bankCode: '1600' },
  { bic: 'ALBPPLPWXXX', name: 'Alior Bank', address: 'ul. Łopuszańska 38D', city: 'Warszawa', zip: '02-232', country: 'PL', bankCode: '2490' },

  // ---------------------------------------------------------------- United States (ABA routing number)
  { bic: 'CHASUS33XXX', name: 'JPMorgan Chase Bank', address: '383 Madison Avenue', city: 'New York', zip: 'NY 10179', country: 'US', localCode: '021000021' },
  { bic: 'BOFAUS3NXXX', name: 'Bank of America', address: '100 North Tryon Street', city: 'Charlotte', zip: 'NC 28255', country: 'US', localCode: '026009593' },
  { bic: 'WFBIUS6SXXX', name: 'Wells Fargo Bank', address: '420 Montgomery Street', city: 'San Francisco', zip: 'CA 94104', country: 'US', localCode: '121000248' },
  { bic: 'CITIUS33XXX', name: 'Citibank', address: '388 Greenwich Street', city: 'New York', zip: 'NY 10013', country: 'US', localCode: '021000089' },
  { bic: 'IRVTUS3NXXX', name: 'The Bank of New York Mellon', address: '240 Greenwich Street', city: 'New York', zip: 'NY 10286', country: 'US', localCode: '021000018' },
  { bic: 'PNCCUS33XXX', name: 'PNC Bank', address: '300 Fifth Avenue', city: 'Pittsburgh', zip: 'PA 15222', country: 'US', localCode: '043000096' },
  { bic: 'USBKUS44IMT', name: 'U.S. Bank', address: '800 Nicollet Mall', city: 'Minneapolis', zip: 'MN 55402', country: 'US', localCode: '091000022' },
  { bic: 'BKTRUS33XXX', name: 'Deutsche Bank Trust Company Americas', address: '1 Columbus Circle', city: 'New York', zip: 'NY 10019', country: 'US', localCode: '021001033' },

  // ---------------------------------------------------------------- Japan (Zengin bank code)
  { bic: 'BOTKJPJTXXX', name: 'MUFG Bank', address: '2-7-1 Marunouchi, Chiyoda-ku', city: 'Tokyo', zip: '100-8388', country: 'JP', localCode: '0005' },
  { bic: 'MHCBJPJTXXX', name: 'Mizuho Bank', address: '1-5-5 Otemachi, Chiyoda-ku', city: 'Tokyo', zip: '100-8176', country: 'JP', localCode: '0001' },
  { bic: 'SMBCJPJTXXX', name: 'Sumitomo Mitsui Banking Corporation', address: '1-1-2 Marunouchi, Chiyoda-ku', city: 'Tokyo', zip: '100-0005', country: 'JP', localCode: '0009' },
  { bic: 'DIWAJPJTXXX', name: 'Resona Bank', address: '2-2-1 Bingomachi, Chuo-ku', city: 'Osaka', zip: '540-8608', country: 'JP', localCode: '0010' },
  { bic: 'JPPSJPJ1XXX', name: 'Japan Post Bank', address: '2-3-1 Otemachi, Chiyoda-ku', city: 'Tokyo', zip: '100-8793', country: 'JP', localCode: '9900' },
  { bic: 'RAKTJPJTXXX', name: 'Rakuten Bank', address: '1-14-1 Tamagawa, Setagaya-ku', city: 'Tokyo', zip: '158-0094', country: 'JP', localCode: '0036' },

  // ---------------------------------------------------------------- Israel (bank number)
  { bic: 'POALILITXXX', name: 'Bank Hapoalim', address: '50 Rothschild Boulevard', city: 'Tel Aviv', zip: '6688314', country: 'IL', bankCode: '012', localCode: '12' },
  { bic: 'LUMIILITXXX', name: 'Bank Leumi', address: '34 Yehuda Halevi Street', city: 'Tel Aviv', zip: '6513616', country: 'IL', bankCode: '010', localCode: '10' },
  { bic: 'MIZBILITXXX', name: 'Mizrahi Tefahot Bank', address: '7 Jabotinsky Street', city: 'Ramat Gan', zip: '5252007', country: 'IL', bankCode: '020', localCode: '20' },
  { bic: 'IDBLILITXXX', name: 'Israel Discount Bank', address: '38 Yehuda Halevi Street', city: 'Tel Aviv', zip: '6513601', country: 'IL', bankCode: '011', localCode: '11' },
  { bic: 'FIRBILITXXX', name: 'First International Bank of Israel', address: '42 Rothschild Boulevard', city: 'Tel Aviv', zip: '6688310', country: 'IL', bankCode: '031', localCode: '31' },
];

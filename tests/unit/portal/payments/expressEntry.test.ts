import { describe, expect, it } from 'vitest';
import { parseExpressEntry } from '../../../../src/portal/payments/expressEntry';
import { canonicalAmount } from '../../../../src/portal/payments/express/expressAmount';
import { isValidIban } from '../../../../src/portal/payments/express/ibanCheck';

const unread = (text: string) => parseExpressEntry(text).notes.filter((n) => n.kind === 'unread').map((n) => n.value);

describe('express data entry: real-world pastes', () => {
  it('reads the text of a SEPA EPC QR code (version 002, BIC, amount, RF reference)', () => {
    const epc = ['BCD', '002', '1', 'SCT', 'BFSWDE33BER', 'Wikimedia Foerdergesellschaft', 'DE33100205000001194700', 'EUR123.45', 'CHAR', 'RF18539007547034', '', 'Spende fuer Wikipedia'].join('\n');
    const data = parseExpressEntry(epc);
    expect(data.format).toBe('epc');
    expect(data.fields).toEqual({
      bic: 'BFSWDE33BER', name: 'Wikimedia Foerdergesellschaft', iban: 'DE33100205000001194700', currency: 'EUR', amount: '123.45', reference: 'RF18539007547034',
    });
    expect(data.notes).toEqual([]);
  });

  it('reports a QR code whose IBAN fails its check digits instead of taking it', () => {
    const data = parseExpressEntry('BCD\n001\n1\nSCT\nCOBADEFFXXX\nMax Mustermann\nDE89370400440532013001\nEUR10\n\n\nMiete Mai');
    expect(data.fields.iban).toBeUndefined();
    expect(data.notes).toContainEqual({ kind: 'bad_iban', value: 'DE89370400440532013001' });
    expect(data.fields).toMatchObject({ name: 'Max Mustermann', amount: '10', currency: 'EUR', reference: 'Miete Mai', bic: 'COBADEFFXXX' });
  });

  it('reads a German invoice (Kontoinhaber, spaced IBAN, 1.190,00 EUR, Verwendungszweck, address on the letterhead)', () => {
    const text = [
      'Müller Maschinenbau GmbH · Industriestraße 12 · 70565 Stuttgart',
      'Rechnung Nr. 2024-0815',
      'Zwischensumme: 1.000,00 EUR',
      'MwSt. 19 %: 190,00 EUR',
      'Gesamtbetrag: 1.190,00 EUR',
      'Bitte überweisen Sie den Betrag bis zum 30.09.2024 auf folgendes Konto:',
      'Kontoinhaber: Müller Maschinenbau GmbH',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'BIC: COBADEFFXXX',
      'Bank: Commerzbank Köln',
      'Verwendungszweck: RE 2024-0815',
    ].join('\n');
    const data = parseExpressEntry(text);
    expect(data.fields).toEqual({
      name: 'Müller Maschinenbau GmbH', street: 'Industriestraße', building_number: '12', post_code: '70565', city: 'Stuttgart', country: 'DE',
      iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', amount: '1190.00', currency: 'EUR', reference: 'RE 2024-0815', bank_name: 'Commerzbank Köln',
    });
    expect(data.derived).toEqual(['country']);
    expect(unread(text)).toEqual(['Bitte überweisen Sie den Betrag bis zum 30.09.2024 auf folgendes Konto:']);
  });

  it('reads a British invoice (pay to, sort code and account number, £4,320.00, the payer block left alone)', () => {
    const text = [
      'INVOICE INV-20931',
      'Bill to:',
      'Acme Trading GmbH',
      'Friedrichstraße 100, 10117 Berlin',
      '',
      'Please pay to:',
      'Account name: Brightwave Media Ltd',
      'Sort code: 20-32-06',
      'Account number: 53124567',
      'IBAN: GB33 BUKB 2020 1555 5555 55    BIC/SWIFT: BUKBGB22',
      'Amount due: £4,320.00',
      'Payment reference: INV-20931',
      'Brightwave Media Ltd, 14 Hanover Square, London W1S 1HP, United Kingdom',
    ].join('\n');
    const data = parseExpressEntry(text);
    expect(data.fields).toEqual({
      name: 'Brightwave Media Ltd', street: 'Hanover Square', building_number: '14', city: 'London', post_code: 'W1S 1HP', country: 'GB',
      iban: 'GB33BUKB20201555555555', bic: 'BUKBGB22', amount: '4320.00', currency: 'GBP', reference: 'INV-20931', sort_code: '203206', account_number: '53124567',
    });
    expect(unread(text)).toEqual(expect.arrayContaining(['Acme Trading GmbH', 'Friedrichstraße 100, 10117 Berlin']));
  });

  it("reads the payment part of a Swiss QR-bill (labels above their values, 3 949.75 CHF, Rue du Lac 1268)", () => {
    const text = [
      'Zahlteil',
      'Konto / Zahlbar an',
      'CH44 3199 9123 0008 8901 2',
      'Robert Schneider AG',
      'Rue du Lac 1268',
      '2501 Biel',
      'Referenz',
      '21 00000 00003 13947 14300 09017',
      'Zusätzliche Informationen',
      'Auftrag vom 15.06.2020',
      'Währung Betrag',
      'CHF 3 949.75',
    ].join('\n');
    const data = parseExpressEntry(text);
    expect(data.fields).toEqual({
      iban: 'CH4431999123000889012', name: 'Robert Schneider AG', street: 'Rue du Lac', building_number: '1268', post_code: '2501', city: 'Biel', country: 'CH',
      reference: '21 00000 00003 13947 14300 09017', amount: '3949.75', currency: 'CHF',
    });
    expect(unread(text)).toEqual(['Zahlteil', 'Zusätzliche Informationen', 'Auftrag vom 15.06.2020']);
  });

  it("reads a Swiss invoice with apostrophe thousands and a country-prefixed post code (CH-8001 Zürich)", () => {
    const text = 'Zahlungsempfänger: Alpen Treuhand Sagl\nAdresse: Bahnhofstrasse 5a, CH-8001 Zürich\nIBAN CH93 0076 2011 6238 5295 7\nBetrag: CHF 12\'500.00\nReferenz: Mandat 77';
    expect(parseExpressEntry(text).fields).toEqual({
      name: 'Alpen Treuhand Sagl', street: 'Bahnhofstrasse', building_number: '5a', post_code: '8001', city: 'Zürich', country: 'CH',
      iban: 'CH9300762011623852957', amount: '12500.00', currency: 'CHF', reference: 'Mandat 77',
    });
  });

  it('uses the first of two IBANs and its own BIC, and names the other one', () => {
    const text = [
      'Bankverbindungen der Nordlicht Logistik GmbH:',
      'Commerzbank | IBAN DE89 3704 0044 0532 0130 00 | BIC COBADEFFXXX',
      'ABN AMRO | IBAN NL91 ABNA 0417 1643 00 | BIC ABNANL2A',
      'Rechnungsbetrag: 980,00 €',
    ].join('\n');
    const data = parseExpressEntry(text);
    expect(data.fields).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', amount: '980.00', currency: 'EUR' });
    expect(data.notes).toContainEqual({ kind: 'extra_iban', value: 'NL91ABNA0417164300' });
  });

  it('fills nothing from text without any payment detail, and lists it all as not recognised', () => {
    const text = 'Hi Anna,\nthanks for the call today. I will send the documents tomorrow.\nBest, Tom';
    const data = parseExpressEntry(text);
    expect(data.fields).toEqual({});
    expect(unread(text)).toEqual(['Hi Anna,', 'thanks for the call today. I will send the documents tomorrow.', 'Best, Tom']);
  });

  it('reports a mistyped IBAN and a BIC of the wrong shape and takes neither', () => {
    const data = parseExpressEntry('Beneficiary: Atelier Lumière SARL\nIBAN: FR14 2004 1010 0505 0001 3M02 607\nSWIFT: PSST-FR-PP');
    expect(data.fields.iban).toBeUndefined();
    expect(data.fields.bic).toBeUndefined();
    expect(data.notes).toEqual(expect.arrayContaining([{ kind: 'bad_iban', value: 'FR1420041010050500013M02607' }, { kind: 'bad_bic', value: 'PSST-FR-PP' }]));
    expect(data.fields.name).toBe('Atelier Lumière SARL');
  });

  it('reads a French invoice (Bénéficiaire, Montant TTC 1 250,50 €, number-first street, Référence)', () => {
    const text = 'Bénéficiaire : Atelier Lumière SARL\nAdresse : 12 rue de la Paix, 75002 Paris, France\nIBAN : FR14 2004 1010 0505 0001 3M02 606\nBIC : PSSTFRPPXXX\nMontant TTC : 1 250,50 €\nRéférence : FAC-2024-117';
    expect(parseExpressEntry(text).fields).toEqual({
      name: 'Atelier Lumière SARL', street: 'rue de la Paix', building_number: '12', post_code: '75002', city: 'Paris', country: 'FR',
      iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPXXX', amount: '1250.50', currency: 'EUR', reference: 'FAC-2024-117',
    });
  });

  it('reads an e-mail with the details in one sentence (IBAN and BIC inline, EUR before the amount)', () => {
    const text = 'Hello, please transfer EUR 2,500.00 to Dutch Flowers B.V., IBAN NL91ABNA0417164300, BIC: ABNANL2A, quoting order 5531. Thanks!';
    const data = parseExpressEntry(text);
    expect(data.fields).toMatchObject({ iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', amount: '2500.00', currency: 'EUR', country: 'NL' });
  });

  it('reads a Spanish transfer request with an RF creditor reference and no label for it', () => {
    const text = 'Beneficiario: Olivar del Sur S.L.\nIBAN: ES91 2100 0418 4502 0005 1332\nImporte: 845,20 EUR\nRF18 5390 0754 7034';
    expect(parseExpressEntry(text).fields).toEqual({
      name: 'Olivar del Sur S.L.', iban: 'ES9121000418450200051332', country: 'ES', amount: '845.20', currency: 'EUR', reference: 'RF18539007547034',
    });
  });

  it('takes a UK account without IBAN: sort code and account number', () => {
    const data = parseExpressEntry('Payee: J. Smith Plumbing\nSort code 40-47-84\nAccount no. 70872490\nTotal £310');
    expect(data.fields).toEqual({ name: 'J. Smith Plumbing', sort_code: '404784', account_number: '70872490', amount: '310', currency: 'GBP' });
  });
});

describe('express data entry: the pieces', () => {
  it.each([
    ['1.190,00', '1190.00'], ['4,320.00', '4320.00'], ["12'500.00", '12500.00'], ['1 250,50', '1250.50'], ['99,5', '99.5'], ['1.500', '1500'], ['0012', '12'], ['12a', null],
  ])('amount %s is %s', (text, canonical) => expect(canonicalAmount(text)).toBe(canonical));

  it.each([
    ['DE89370400440532013000', true], ['DE89370400440532013001', false], ['DE8937040044053201300', false], ['GB29NWBK60161331926819', true], ['XX00', false],
  ])('IBAN %s valid: %s', (iban, valid) => expect(isValidIban(iban)).toBe(valid));
});

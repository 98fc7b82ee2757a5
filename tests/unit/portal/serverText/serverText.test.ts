import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { LANGUAGES, type Language } from '../../../../src/contract/enums';
import de from '../../../../src/portal/i18n/de';
import en from '../../../../src/portal/i18n/en';
import es from '../../../../src/portal/i18n/es';
import fr from '../../../../src/portal/i18n/fr';
import ja from '../../../../src/portal/i18n/ja';
import serverTexts from '../../../../src/portal/i18n/serverText/en';
import { ENGLISH_FIELD_NAMES } from '../../../../src/portal/i18n/serverText/fields';
import { compileTemplate, matchServerText, placeholdersOf, translateServerText } from '../../../../src/portal/i18n/serverText/translate';
import { formatMoney } from '../../../../src/portal/money/formatMoney';
import { SAMPLE, scanServerMessages, valueTexts } from './serverMessages';

type Tree = { [key: string]: string | Tree };

/** A translate over one language's messages, with polyglot's %{name} and `_` behaviour. */
const translateOver = (messages: object): TranslateFunction => (key, options = {}) => {
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages as Tree);
  const phrase = typeof found === 'string' ? found : typeof options._ === 'string' ? options._ : key;
  return phrase.replace(/%\{(\w+)\}/g, (all: string, name: string) => (name in options ? String(options[name]) : all));
};

type Catalogue = { server: { language: string; text: Record<string, string>; field: Record<string, string> } };

/** Every language but English carries the catalogue (English is the catalogue's own language). */
const catalogues: Record<Exclude<Language, 'en'>, Catalogue> = { es, de, ja, fr };

const found = scanServerMessages();

describe("the server's texts in the person's language", () => {
  it('finds the messages of the server and the contract', () => {
    // A scanner that finds nothing would let every test below pass.
    expect(found.length).toBeGreaterThan(400);
    expect(found.map((m) => m.text)).toEqual(expect.arrayContaining(['The amount must be a positive number.', `The ${SAMPLE} field is required.`, 'Transaction not found.']));
  });

  it('sees every branch of a conditional message, template literals with placeholders included', () => {
    const texts = found.map((m) => m.text);
    // `n === 1 ? '…' : \`${n} …\``
    expect(texts).toEqual(expect.arrayContaining(['Payment rejected.', `${SAMPLE} payments rejected.`, 'Approval recorded.', `${SAMPLE} approvals recorded.`]));
    // `a ? \`…${x}…\` : b ? \`…\` : '…'`, over several lines
    expect(texts).toEqual(expect.arrayContaining([
      `Balance topped up successfully. The deposit was recalled at once: the sender is a blacklisted agent (transaction #${SAMPLE}).`,
      `Balance topped up successfully. The deposit was exchanged into ${SAMPLE} (transaction #${SAMPLE}).`,
      'Balance topped up successfully.',
    ]));
    // Literals of the condition are not messages; a text assembled from parts is every combination.
    expect(valueTexts("status === 'blocked' ? 'The checkpoint has been blocked.' : 'The checkpoint has been allowed.'")).toEqual(['The checkpoint has been blocked.', 'The checkpoint has been allowed.']);
    expect(valueTexts('`Only ${n} left.`')).toEqual([`Only ${SAMPLE} left.`]);
    expect(valueTexts("`Paid ${amount}.` +\n (paused ? ` Paused after ${n} tries.` : '')")).toEqual([`Paid ${SAMPLE}. Paused after ${SAMPLE} tries.`, `Paid ${SAMPLE}.`]);
    expect(valueTexts("`Order #${id} refused: ${reason}${paused ? ' (order paused)' : ''}`")).toEqual([`Order #${SAMPLE} refused: ${SAMPLE} (order paused)`, `Order #${SAMPLE} refused: ${SAMPLE}`]);
    expect(valueTexts("a ? 'One.' : b?.c ? `Two ${x}.` : 'Three.'")).toEqual(['One.', `Two ${SAMPLE}.`, 'Three.']);
  });

  it('says an approval step with its phrase in the language, the specific template before the general one', () => {
    const german = translateOver(de);
    expect(translateServerText(german, 'Payment #12: Anna Berg approved (2 of 2), released')).toBe('Zahlung #12: Anna Berg hat zugestimmt (2 von 2), freigegeben');
    expect(translateServerText(german, 'Import #4: Anna Berg approved (1 of 2).')).toBe('Import #4: Anna Berg hat zugestimmt (1 von 2).');
    expect(translateServerText(translateOver(fr), 'Payment #12: Anna Berg approved (2 of 2). It goes on.')).toBe('Paiement n°12 : Anna Berg a approuvé (2 sur 2). Il poursuit son cours.');
  });

  it('has a catalogue template for every message the server writes', () => {
    const unmatched = found.filter((m) => matchServerText(m.text) === null);
    if (unmatched.length > 0) console.log(`Server texts without a template in src/portal/i18n/serverText/en.ts:\n${unmatched.map((m) => `  ${m.file}:${m.line}  ${m.text}`).join('\n')}`);
    expect(unmatched.map((m) => `${m.file}:${m.line} ${m.text}`)).toEqual([]);
  });

  it('gives English back byte for byte', () => {
    const translate = translateOver(en);
    for (const { text } of found) expect(translateServerText(translate, text)).toBe(text);
    for (const template of Object.values(serverTexts)) {
      const text = template.replace(/%\{(\w+)\}/g, (_, name: string) => `«${name}»`);
      expect(translateServerText(translate, text)).toBe(text);
    }
    expect(translateServerText(translate, 'Not a server text at all.')).toBe('Not a server text at all.');
  });

  it('templates have literal text, distinct placeholder names, and compile to anchored expressions', () => {
    for (const [id, template] of Object.entries(serverTexts)) {
      const names = placeholdersOf(template);
      expect(new Set(names).size, id).toBe(names.length);
      const { pattern, literal } = compileTemplate(template);
      expect(literal, id).toBeGreaterThan(3);
      expect(pattern.source.startsWith('^') && pattern.source.endsWith('$'), id).toBe(true);
      expect(pattern.test(template.replace(/%\{\w+\}/g, 'v')), id).toBe(true);
    }
  });

  it('English messages carry only their language: the templates are the English texts', () => {
    expect(en.server).toEqual({ language: 'en' });
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every catalogue id and field name, none empty, with the placeholders of English', (language) => {
    const { server } = catalogues[language];
    expect(server.language).toBe(language);
    expect(Object.keys(server.text).sort()).toEqual(Object.keys(serverTexts).sort());
    for (const [id, template] of Object.entries(serverTexts)) {
      const text = server.text[id] ?? '';
      expect(text, id).not.toBe('');
      // The same placeholders; only an English plural ending ('minute%{plural}') may be left out.
      const english = placeholdersOf(template);
      for (const name of placeholdersOf(text)) expect(english, `${language} ${id} uses %{${name}}`).toContain(name);
      for (const name of english.filter((n) => n !== 'plural')) expect(placeholdersOf(text), `${language} ${id} needs %{${name}}`).toContain(name);
    }
    expect(Object.keys(server.field).sort()).toEqual(Object.keys(ENGLISH_FIELD_NAMES).sort());
    for (const value of Object.values(server.field)) expect(value).not.toBe('');
    // Translated, not English copied over: only names (FlexPSP Sandbox Collections) may stay as they are.
    const untranslated = Object.entries(serverTexts).filter(([id, template]) => server.text[id] === template).map(([id]) => id);
    expect(untranslated, `${language} texts left in English`).toEqual(['flexpsp_sandbox_collections']);
  });

  it('English field names are the server words, so English stays as sent', () => {
    for (const [key, value] of Object.entries(ENGLISH_FIELD_NAMES)) expect(value).toBe(key.replace(/_/g, ' '));
  });

  it('turns server texts into German with their values, field names through the field list', () => {
    const translate = translateOver(de);
    expect(translateServerText(translate, 'The amount must be a positive number.')).toBe('Der Betrag muss eine positive Zahl sein.');
    expect(translateServerText(translate, 'The bank account id field is required.')).toBe('Das Feld „Konto“ ist erforderlich.');
    expect(translateServerText(translate, 'The widget colour field is required.')).toBe('Das Feld „widget colour“ ist erforderlich.');
    expect(translateServerText(translate, 'Beneficiary Anna Schmidt (#12) created')).toBe('Empfänger Anna Schmidt (#12) angelegt');
    expect(translateServerText(translate, '3 transactions approved successfully.')).toBe('3 Transaktionen erfolgreich genehmigt.');
    expect(translateServerText(translate, 'Approved transactions Main EUR (EUR) 2024-01-01 – 2024-01-31')).toBe('Genehmigte Transaktionen Main EUR (EUR) 2024-01-01 – 2024-01-31');
    expect(translateServerText(translate, 'Something the catalogue does not know.')).toBe('Something the catalogue does not know.');
  });

  it('turns server texts into Spanish and French the same way', () => {
    const spanish = translateOver(es);
    expect(translateServerText(spanish, 'The amount must be a positive number.')).toBe('El importe debe ser un número positivo.');
    expect(translateServerText(spanish, 'The bank account id field is required.')).toBe('El campo «cuenta» es obligatorio.');
    expect(translateServerText(spanish, 'Beneficiary Anna Schmidt (#12) created')).toBe('Beneficiario Anna Schmidt (#12) creado');
    expect(translateServerText(spanish, '3 transactions approved successfully.')).toBe('3 transacciones aprobadas correctamente.');
    const french = translateOver(fr);
    expect(translateServerText(french, 'The amount must be a positive number.')).toBe('Le montant doit être un nombre positif.');
    expect(translateServerText(french, 'The bank account id field is required.')).toBe('Le champ « compte » est obligatoire.');
    expect(translateServerText(french, 'Beneficiary Anna Schmidt (#12) created')).toBe('Bénéficiaire Anna Schmidt (n°12) créé');
    expect(translateServerText(french, 'Transaction not found.')).toBe('Transaction introuvable.');
  });

  it('knows the texts of device sign-in approvals and refused portal withdrawals, the most specific template first', () => {
    const german = translateOver(de);
    expect(translateServerText(german, 'Signed in, approved from another device (a new device)')).toBe('Angemeldet, freigegeben von einem anderen Gerät (ein neues Gerät)');
    expect(translateServerText(german, 'Signed in, approved from another device')).toBe('Angemeldet, freigegeben von einem anderen Gerät');
    expect(translateServerText(german, 'Approved the sign-in of Firefox on Linux from 10.0.0.7')).toBe('Anmeldung von Firefox unter Linux von 10.0.0.7 freigegeben');
    expect(translateServerText(german, 'Withdrawal PW-9 was refused by klarpay and the money returned to your account: closed account')).toBe(
      'Die Auszahlung PW-9 wurde von Klarpay abgelehnt und das Geld auf Ihr Konto zurückgebucht: closed account',
    );
  });

  it("says the server's own words in the language: sizes and types of field rules, sign-in fillers, onboarding stages; English as sent", () => {
    const german = translateOver(de);
    expect(translateServerText(german, 'The amount field is too large (at most 100).')).toBe('Das Feld „Betrag“ ist zu groß (höchstens 100).');
    expect(translateServerText(german, 'The name field is too long (at most 255).')).toBe('Das Feld „Name“ ist zu lang (höchstens 255).');
    expect(translateServerText(german, 'The amount field must be a string.')).toBe('Das Feld „Betrag“ muss ein Text sein.');
    expect(translateServerText(german, 'Approved the sign-in of a browser from an unknown address')).toBe('Anmeldung von einem Browser von einer unbekannten Adresse freigegeben');
    expect(translateServerText(german, 'Onboarding of free_market for company #3 moved from documents to due_diligence')).toBe('Onboarding von Free Market für Unternehmen #3 von Dokumente nach Due Diligence verschoben');
    // A value that only looks like a word elsewhere stays: 'small' is a size only as %{size}.
    expect(translateServerText(german, 'Approved the sign-in of small from 10.0.0.7')).toBe('Anmeldung von small von 10.0.0.7 freigegeben');
    const japanese = translateOver(ja);
    expect(translateServerText(japanese, 'The name field is too short (at least 2).')).toBe('「名前」が短すぎます（2以上）。');
    expect(translateServerText(japanese, 'The amount field is too small (at least 1).')).toBe('「金額」が小さすぎます（1以上）。');
    expect(translateServerText(japanese, 'Refused the sign-in of a browser from an unknown address')).toBe('不明なアドレスからのブラウザのサインインを拒否しました');
    expect(translateServerText(translateOver(es), 'The amount field must be a number.')).toBe('El campo «importe» debe ser un número.');
    expect(translateServerText(translateOver(fr), 'The name field is too long (at most 255).')).toBe('Le champ « nom » est trop long (au plus 255).');
    const english = translateOver(en);
    expect(translateServerText(english, 'The amount field is too large (at most 100).')).toBe('The amount field is too large (at most 100).');
    expect(translateServerText(english, 'Onboarding of free_market for company #3 moved from documents to due_diligence')).toBe('Onboarding of Free Market for company #3 moved from documents to due_diligence');
  });

  it("names a portal service by its provider's name, in English too; other service values stay", () => {
    const english = translateOver(en);
    expect(translateServerText(english, 'Company signed up at the portal service free_market')).toBe('Company signed up at the portal service Free Market');
    expect(translateServerText(english, 'Onboarding of easy_payments started for company #3')).toBe('Onboarding of Easy Payments started for company #3');
    expect(translateServerText(english, 'Free Market Sandbox refused the request.')).toBe('Free Market Sandbox refused the request.');
    const german = translateOver(de);
    expect(translateServerText(german, 'Company signed up at the portal service currency_cloud')).toBe('Unternehmen beim Portaldienst Currency Cloud registriert');
    expect(translateServerText(german, 'Automatic transfer 4 from openpayd account R-9 stopped')).toBe('Automatische Überweisung 4 vom Konto R-9 bei OpenPayd beendet');
    expect(translateServerText(german, 'Onboarding of a_service_we_do_not_know started for company #3')).toBe('Onboarding von a_service_we_do_not_know für Unternehmen #3 gestartet');
  });

  it('writes a count the server grouped the English way as a number of the language; English as sent', () => {
    const text = 'The errors of 12,345 more failed rows are not listed here.';
    expect(translateServerText(translateOver(en), text)).toBe(text);
    expect(translateServerText(translateOver(de), text)).toContain('12.345');
    expect(translateServerText(translateOver(fr), text)).toContain(new Intl.NumberFormat('fr').format(12345));
    // A small count has no separator and stays as it is.
    expect(translateServerText(translateOver(de), 'The errors of 999 more failed rows are not listed here.')).toContain(' 999 ');
  });

  it('shows amounts with their currency as money of the language; English keeps the server text byte for byte', () => {
    const english = translateOver(en);
    for (const text of [
      'Acme sent 1234.50 EUR (transaction #5).',
      'The available balance of Main EUR is -12.00 EUR. Please top up the account.',
      'Insufficient funds: the available balance is 10.00 GBP and the file needs 1500.25 GBP with fees.',
      'The exchange rate has changed. 0.01500000 BTC now cost 1234.56 EUR. Please check the new amount.',
    ]) expect(translateServerText(english, text)).toBe(text);

    const german = translateOver(de);
    expect(formatMoney('1234.50', 'EUR', 'de')).toBe('1.234,50\u00a0€');
    // A template's '%{amount} %{currency}'.
    expect(translateServerText(german, 'Acme sent 1234.50 EUR (transaction #5).')).toBe('Acme hat 1.234,50\u00a0€ gesendet (Transaktion #5).');
    expect(translateServerText(german, 'The exchange rate has changed. 0.01500000 BTC now cost 1234.56 EUR. Please check the new amount.')).toBe(
      `Der Wechselkurs hat sich geändert. ${formatMoney('0.01500000', 'BTC', 'de')} kosten jetzt 1.234,56\u00a0€. Bitte prüfen Sie den neuen Betrag.`,
    );
    // A value that is an amount with its currency.
    expect(translateServerText(german, 'The available balance of Main EUR is -12.00 EUR. Please top up the account.')).toContain(`beträgt ${formatMoney('-12.00', 'EUR', 'de')}.`);
    expect(translateServerText(german, 'Portal withdrawal PW-7 of 1500.00 GBP to free_market account 77')).toBe(`Portalauszahlung PW-7 über ${formatMoney('1500.00', 'GBP', 'de')} auf das Konto 77 bei Free Market`);
    // Not money: a code that is no currency, a number without one.
    expect(translateServerText(german, 'Acme sent 12.00 XYZ (transaction #5).')).toBe('Acme hat 12.00 XYZ gesendet (Transaktion #5).');
    expect(translateServerText(german, 'The amount must be at least 5.')).toBe(`${translateOver(de)('server.text.the_amount_must_be_at_least', { min: '5' })}`);

    for (const [messages, language] of [[fr, 'fr'], [es, 'es'], [ja, 'ja']] as const) {
      const out = translateServerText(translateOver(messages), 'Insufficient funds: the available balance is 10.00 GBP and the file needs 1500.25 GBP with fees.');
      expect(out, language).toContain(formatMoney('10.00', 'GBP', language));
      expect(out, language).toContain(formatMoney('1500.25', 'GBP', language));
      expect(out, language).not.toMatch(/10\.00 GBP|1500\.25 GBP/);
    }
  });
  it('names the approvers of a held payment in the language, and a one-day expiry without an English plural', () => {
    const german = translateOver(de);
    expect(translateServerText(german, 'Awaiting approval by two other managers of the company')).toBe('Wartet auf Freigabe durch zwei weitere Manager des Unternehmens');
    expect(translateServerText(german, 'Payment #12 of 250.00 EUR held for approval by another manager')).toBe(`Zahlung #12 über ${formatMoney('250.00', 'EUR', 'de')} zur Freigabe durch einen weiteren Manager zurückgehalten`);
    expect(translateServerText(german, 'Held payments now expire after 1 day (was 7)')).toBe('Zurückgehaltene Zahlungen verfallen jetzt nach 1 Tag (bisher 7)');
    expect(translateServerText(german, 'Payment #12: Rejected by Anna Schmidt: too high: call me')).toBe('Zahlung #12: Abgelehnt von Anna Schmidt: too high: call me');
    expect(translateServerText(translateOver(fr), 'The file has more than 1,000 credit transfers.')).toBe(`Le fichier contient plus de ${new Intl.NumberFormat('fr').format(1000)} virements.`);
  });
});

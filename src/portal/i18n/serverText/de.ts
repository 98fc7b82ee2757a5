import type { ServerFieldNames, ServerWords } from './fields';
import type { ServerTexts } from './types';
import answers from './answers/de';
import validation from './validation/de';
import records from './records/de';

const de: ServerTexts = { ...validation, ...answers, ...records };

/** Field names as the server writes them into its generic messages ('The bank account id field is required.'). */
export const fields: ServerFieldNames = {
  amount: 'Betrag', currency: 'Währung', comment: 'Kommentar', description: 'Beschreibung', email: 'E-Mail', password: 'Passwort',
  password_confirmation: 'Passwortbestätigung', first_name: 'Vorname', last_name: 'Nachname', name: 'Name', phone: 'Telefon', country: 'Land',
  iban: 'IBAN', bank_swift: 'SWIFT/BIC', bank_account_id: 'Konto', to_account_id: 'Zielkonto', reference: 'Referenz', ref_message: 'Verwendungszweck',
  date_from: 'Datum von', date_to: 'Datum bis', period: 'Zeitraum', status: 'Status', file: 'Datei', files: 'Dateien', id: 'ID', title: 'Titel',
  subject: 'Betreff', message: 'Nachricht', type: 'Typ', wallet: 'Wallet', network: 'Netzwerk', address: 'Adresse', company_name: 'Firmenname',
  free_market_sector: 'Branche', account_number: 'Kontonummer', sort_code: 'Sort Code',
};

/** The server's words inside its sentences (fields.ts ServerWords), as this language's templates need them. */
export const words: ServerWords = { long: 'lang', large: 'groß', short: 'kurz', small: 'klein', a_string: 'ein Text', a_number: 'eine Zahl', a_boolean: 'ein Wahrheitswert', an_array: 'eine Liste', an_object: 'ein Objekt', a_date: 'ein Datum', a_browser: 'einem Browser', an_unknown_address: 'einer unbekannten Adresse' };

export default de;

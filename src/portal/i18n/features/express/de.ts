import type { Strings } from '../../strings';
import type en from './en';

/** Schnelleingabe und Drucken auf Deutsch. */
export default {
  express: {
    open: 'Schnelleingabe',
    title: 'Schnelleingabe',
    intro: 'Fügen Sie die Zahlungsdaten so ein, wie sie in einer Rechnung oder E-Mail stehen, oder den Text eines SEPA-QR-Codes (er beginnt mit BCD).',
    text: 'Zahlungsdaten',
    submit: 'Schnelleingabe übernehmen',
    close: 'Schließen',
    nothing: 'In diesem Text wurde nichts Verwertbares erkannt. Das Formular wurde nicht geändert.',
    filled: 'Das Formular wurde mit dem Erkannten ausgefüllt. Es wurde nichts gesendet: Prüfen Sie das Formular vor dem Absenden.',
    epc: 'Als SEPA-QR-Code gelesen.',
    recognised: 'Erkannt',
    not_recognised: 'Nicht erkannt',
    keys: {
      iban: 'IBAN', bic: 'BIC / SWIFT', name: 'Name des Empfängers', street: 'Straße', building_number: 'Hausnummer', post_code: 'Postleitzahl', city: 'Ort',
      country: 'Land', amount: 'Betrag', currency: 'Währung', reference: 'Verwendungszweck', account_number: 'Kontonummer', sort_code: 'Sort Code', bank_name: 'Name der Bank',
    },
    outcomes: {
      filled: 'eingetragen',
      from_iban: 'aus der IBAN übernommen',
      beneficiary: 'der gespeicherte Empfänger %{name} wurde ausgewählt',
      from_beneficiary: 'vom gespeicherten Empfänger',
      locked: 'nicht geändert: von der Portalzahlung vorgegeben',
      account_chosen: 'ein Konto in %{currency} wurde als Quelle gewählt',
      no_account: 'nicht verwendet: Sie haben kein Konto in %{currency}',
      unknown_country: 'nicht verwendet: kein Land der Liste',
      iban_used: 'nicht verwendet: die IBAN wird verwendet',
      not_on_form: 'in diesem Formular nicht verwendet',
    },
    notes: {
      bad_iban: 'IBAN %{value}: Prüfziffern oder Länge falsch, nicht verwendet',
      bad_bic: 'BIC / SWIFT %{value}: keine gültige BIC, nicht verwendet',
      extra_iban: 'Weitere IBAN, nicht verwendet: %{value}',
    },
  },
  print: {
    button: 'Drucken',
    not_found: 'Zu druckendes Element #%{id} nicht gefunden!',
  },
} satisfies Strings<typeof en>;

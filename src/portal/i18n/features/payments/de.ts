import type { Strings } from '../../strings';
import type en from './en';

export default {
  payments: {
    fields: {
      bank_account_id: 'Von Konto', to_account_id: 'Auf Konto', amount: 'Betrag', crypto_amount: 'Sie erhalten',
      customer_ref_message: 'Verwendungszweck', selected_agent_id: 'Begünstigter', portal_service: 'Portal-Dienst',
      portal_destination_account_id: 'Portal-Konto', customer_iban: 'IBAN oder Kontonummer', transfer_service: 'Überweisungsdienst',
      customer_account: 'Kontonummer', customer_sort_code: 'Sort Code', customer_legal_type: 'Rechtsform',
      customer_first_name: 'Vorname', customer_last_name: 'Nachname', customer_name: 'Firmenname', customer_street: 'Straße',
      customer_building_number: 'Hausnummer', customer_post_code: 'Postleitzahl', customer_city: 'Ort', customer_country: 'Land',
      bank_swift: 'SWIFT / BIC', bank_name: 'Name der Bank', bank_address: 'Adresse der Bank', bank_city: 'Ort der Bank', bank_country: 'Land der Bank',
      has_intermediary_bank: 'Zwischenbank', intermediary_bank_swift: 'SWIFT / BIC der Zwischenbank', intermediary_bank_name: 'Name der Zwischenbank',
      intermediary_bank_address: 'Adresse der Zwischenbank', intermediary_bank_city: 'Ort der Zwischenbank',
      intermediary_bank_country: 'Land der Zwischenbank', intermediary_bank_iban: 'IBAN der Zwischenbank',
      free_market_sector_id: 'Sektor', free_market_industry_id: 'Branche', free_market_payment_purpose_id: 'Zahlungszweck', bcb_purpose_code: 'BCB-Zweckcode',
    },
    services: {
      sepa: 'SEPA (EU, EWR)', fps_chaps: 'GBP – FPS/CHAPS (Vereinigtes Königreich)', swift: 'SWIFT (übrige Welt)', israel: 'Israel (Inlandszahlungen)', portal: 'Portal',
    },
    legal_types: { company: 'Unternehmen', individual: 'Privatperson' },
    sections: { payee: 'Begünstigter', bank: 'Bank des Begünstigten', intermediary: 'Zwischenbank' },
    total: {
      title: 'Gesamtsumme', amount: 'Betrag', fee: 'Gebühr', exchange_fee: 'Umtauschgebühr', total: 'Gesamt', available: 'Verfügbarer Saldo',
      next_available: 'Verfügbar nach der Zahlung', missing: 'Konto, Betrag und Ziel angeben, um die Summe zu sehen.',
      not_enough: 'Der verfügbare Saldo deckt diese Zahlung nicht.',
    },
    rate: '1 %{sell} = %{rate} %{buy} (Aktualisierung in %{seconds} s)',
    no_rate: 'Kein Wechselkurs für diese Konten.',
    none: '—',
    no_accounts: 'Keines Ihrer Konten kann für diese Zahlung verwendet werden.',
    no_accounts_why: { transfer: 'Eine Umbuchung bewegt Geld zwischen zwei Ihrer Konten in derselben Währung, und keine zwei Ihrer Konten können das. Eröffnen Sie ein zweites Konto in der benötigten Währung oder nutzen Sie den Umtausch, um Geld zwischen Währungen zu bewegen.', exchange: 'Ein Umtausch bewegt Geld zwischen zwei Ihrer Konten in verschiedenen Währungen, und keine zwei Ihrer Konten können das. Eröffnen Sie ein Konto in einer anderen Währung.', convert: 'Eine Umrechnung braucht ein Konto, von dem, und eines, in das umgerechnet wird. Eröffnen Sie das benötigte Konto.' },
    to_accounts: 'Zu Ihren Konten',
    amount_format: 'Geben Sie einen Betrag wie %{example} ein.',
    no_beneficiary: 'Neuer Begünstigter',
    submit: 'Zahlung senden',
    created: 'Zahlung %{reference} angelegt: %{status}.',
    new_payment: 'Neue Zahlung',
    view_transaction: 'Transaktion ansehen',
  },
} satisfies Strings<typeof en>;

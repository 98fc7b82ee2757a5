import type { Strings } from '../../strings';
import type en from './en';

/** Meldungen der Admin-Einstellungsseite (/admin/settings) auf Deutsch. */
export default {
  settings: {
    intro: 'Regeln für die ganze Plattform. Gespeichert werden nur die Einstellungen, die Sie ändern; jede Änderung steht im Aktivitätsprotokoll und in der Zeitleiste der Einstellungen.',
    sections: {
      security: 'Anmeldesicherheit',
      currencies: 'Währungen',
      boundaries: 'Betragsgrenzen für Transaktionen',
      new_customers: 'Neue Kunden',
      features: 'Funktionen',
      payments: 'Einzahlungen und Freigaben',
      crypto: 'Krypto-Umtausch',
    },
    fields: {
      portal_fiat_currencies_enabled: 'Im Portal freigegebene Fiat-Währungen',
      portal_crypto_currencies_enabled: 'Im Portal freigegebene Kryptowährungen',
      fiat_from_blocklist: 'Fiat-Währungen, aus denen nicht umgetauscht werden darf',
      fiat_to_blocklist: 'Fiat-Währungen, in die nicht umgetauscht werden darf',
      fiat_min: 'Fiat-Minimum',
      fiat_max: 'Fiat-Maximum',
      crypto_min: 'Krypto-Minimum',
      crypto_max: 'Krypto-Maximum',
      company_initial_fiat_accounts: 'Anfängliche Fiat-Konten einer neuen Firma',
      company_initial_crypto_accounts: 'Anfängliche Krypto-Konten einer neuen Firma',
      allowed_features_company: 'Für Firmen erlaubte Funktionen',
      allowed_features_individual: 'Für Privatpersonen erlaubte Funktionen',
      initial_features_company: 'Anfängliche Funktionen einer neuen Firma',
      initial_features_individual: 'Anfängliche Funktionen einer neuen Privatperson',
      two_factor_required: 'Jeder Benutzer braucht die Zwei-Faktor-Authentifizierung',
      autorecall_deposit_from_blacklisted_agent: 'Einzahlungen von gesperrten Auftraggebern automatisch zurückrufen',
      auto_approve_enabled: 'Zahlungen automatisch freigeben (Compliance-Autofreigabe)',
      auto_approve_max_amount: 'Höchstbetrag der Autofreigabe (EUR)',
      auto_approve_max_age_days: 'Höchstalter der Compliance-Prüfung für die Autofreigabe (Tage)',
      show_transactions_from_log_date: 'Transaktionen ab Buchungsdatum anzeigen',
      auto_exchange_enabled: 'Fiat-Einzahlungen automatisch umtauschen',
      auto_exchange_target_currency: 'Zielwährung des automatischen Umtauschs',
      crypto_exchange_fiat_crypto_enabled: 'Krypto-Kauf (Fiat zu Krypto) aktiviert',
      crypto_exchange_crypto_fiat_enabled: 'Krypto-Verkauf (Krypto zu Fiat) aktiviert',
      crypto_convert_enabled: 'Krypto-Umwandlung (Krypto zu Krypto) aktiviert',
    },
    hints: {
      two_factor_required: 'Benutzer ohne sie werden vor allem anderen zur Einrichtung geführt. Administratoren brauchen sie im Produktivbetrieb immer.',
      currencies_empty: 'Keine Auswahl bedeutet alle Währungen.',
      boundaries: 'In Einheiten der Zahlungswährung. Jede Zahlung, Importzeile und Aufladung außerhalb wird abgelehnt.',
      features_allowed: 'Nicht erlaubte anfängliche Funktionen werden nicht vergeben.',
      max_age: '0 bedeutet keine Altersregel: Die letzte bestätigte Compliance-Prüfung darf beliebig alt sein.',
      log_date: 'Manager sehen keine Transaktionen, die vor diesem Tag gebucht wurden. Leer lassen, um alle anzuzeigen.',
    },
    none: 'Keine',
    errors: {
      decimal: 'Geben Sie eine Dezimalzahl mit höchstens 8 Nachkommastellen ein, z. B. 1000.00.',
      whole_days: 'Geben Sie eine ganze Zahl von Tagen zwischen 0 und 3650 ein.',
    },
  },
} satisfies Strings<typeof en>;

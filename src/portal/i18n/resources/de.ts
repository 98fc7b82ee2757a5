import { productFields } from '../features/products/de';

import type { ResourceMessages } from './en';

/**
 * Names of the react-admin resources (react-admin reads resources.<name>.name for titles, menus,
 * notifications and record representations). Singular |||| plural, as polyglot counts.
 */
const resources = {
  'bank-accounts': { name: 'Konto |||| Konten' },
  'transactions': { name: 'Transaktion |||| Transaktionen' },
  'transaction-agents': { name: 'Begünstigter |||| Begünstigte' },
  'notifications': { name: 'Benachrichtigung |||| Benachrichtigungen' },
  'tickets': { name: 'Ticket |||| Tickets' },
  'reports': { name: 'Bericht |||| Berichte' },
  'imports': { name: 'Import |||| Importe' },
  'compliance-trackings': { name: 'Compliance-Vorgang |||| Compliance-Vorgänge' },
  'crypto-wallets': { name: 'Krypto-Wallet |||| Krypto-Wallets' },
  'psp-accounts': { name: 'Konto beim Zahlungsdienstleister |||| Konten beim Zahlungsdienstleister' },
  'affiliates': { name: 'Partner' },
  'affiliate-transactions': { name: 'Partner-Transaktion |||| Partner-Transaktionen' },
  'affiliate-compliance-trackings': { name: 'Partner-Compliance-Vorgang |||| Partner-Compliance-Vorgänge' },
  'white-labeled': { name: 'White-Label-Firma |||| White-Label-Firmen' },
  'white-label': { name: 'White Label |||| White Labels' },
  'admin-white-label': { name: 'Standard-White-Label |||| Standard-White-Labels' },
  'white-label-documents': { name: 'White-Label-Dokument |||| White-Label-Dokumente' },
  'admin-white-label-documents': { name: 'White-Label-Dokument |||| White-Label-Dokumente' },
  'white-labeled-transactions': { name: 'White-Label-Transaktion |||| White-Label-Transaktionen' },
  'white-labeled-compliance-trackings': { name: 'White-Label-Compliance-Vorgang |||| White-Label-Compliance-Vorgänge' },
  'products': { name: 'Produkt |||| Produkte', fields: productFields },
  'announcements': { name: 'Ankündigung |||| Ankündigungen' },
  'activities': { name: 'Aktivität |||| Aktivitäten' },
  'admin-transactions': { name: 'Transaktion |||| Transaktionen' },
  'admin-check-records': { name: 'Geprüfte Transaktion |||| Prüfverlauf' },
  'users': { name: 'Benutzer' },
  'companies': { name: 'Firma |||| Firmen' },
  'company-employees': { name: 'Mitarbeiter |||| Mitarbeiter' },
  'admin-bank-accounts': { name: 'Bankkonto |||| Bankkonten' },
  'integrity-checks': { name: 'Integritätsprüfung |||| Integritätsprüfungen' },
  'admin-announcements': { name: 'Ankündigung |||| Ankündigungen' },
  'auth-checkpoints': { name: 'Anmelde-Prüfpunkt |||| Anmelde-Prüfpunkte' },
  'activity-logs': { name: 'Aktivitätsprotokoll |||| Aktivitätsprotokolle' },
  'kyc-file-archives': { name: 'KYC-Dateiarchiv |||| KYC-Dateiarchive' },
  'timeline': { name: 'Zeitleisten-Eintrag |||| Zeitleiste' },
  'timeline-entities': { name: 'Zeitleisten-Datensatz |||| Zeitleisten-Datensätze' },
  'settings': { name: 'Einstellung |||| Einstellungen' },
};

export default resources satisfies ResourceMessages;

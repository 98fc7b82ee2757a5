import { productFields } from '../features/products/de';
import { approvalFields, approvalRuleFields } from '../features/approvals/de';
import { apiKeyFields, apiPaymentFields, webhookDeliveryFields, webhookFields } from '../features/connect/de';
import { standingOrderFields } from '../features/schedules/de';
import { templateFields } from '../features/templates/de';

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
  'approvals': { name: 'Freigabe |||| Freigaben', fields: approvalFields },
  'approval-rules': { name: 'Freigaberegel |||| Freigaberegeln', fields: approvalRuleFields },
  'api-keys': { name: 'API-Schlüssel |||| API-Schlüssel', fields: apiKeyFields },
  'webhooks': { name: 'Webhook-Endpunkt |||| Webhook-Endpunkte', fields: webhookFields },
  'webhook-deliveries': { name: 'Zustellung |||| Zustellungen', fields: webhookDeliveryFields },
  'api-payments': { name: 'API-Zahlung |||| API-Zahlungen', fields: apiPaymentFields },
  'standing-orders': { name: 'Dauerauftrag |||| Daueraufträge', fields: standingOrderFields },
  'payment-templates': { name: 'Zahlungsvorlage |||| Zahlungsvorlagen', fields: templateFields },
  'products': { name: 'Produkt |||| Produkte', fields: productFields },
  'announcements': { name: 'Ankündigung |||| Ankündigungen' },
  'activities': { name: 'Aktivität |||| Aktivitäten' },
  'admin-transactions': { name: 'Transaktion |||| Transaktionen' },
  'admin-check-records': { name: 'Geprüfte Transaktion |||| Prüfverlauf' },
  'users': { name: 'Benutzer' },
  'companies': { name: 'Firma |||| Firmen' },
  'company-employees': { name: 'Mitarbeiter |||| Mitarbeiter' },
  'admin-bank-accounts': { name: 'Bankkonto |||| Bankkonten' },
  'admin-transaction-agents': {
    name: 'Transaktionsagent |||| Transaktionsagenten',
    fields: { id: 'ID', company_id: 'Firmen-ID', name: 'Name', iban: 'IBAN', country: 'Land', blacklisted: 'Gesperrt', blacklisted_at: 'Gesperrt seit', blacklist_reason: 'Grund' },
    any: 'Gesperrt oder nicht',
    only_blacklisted: 'Gesperrt',
    not_blacklisted: 'Nicht gesperrt',
    switch_label: '%{name} sperren',
    blacklist: 'Sperren',
    lift: 'Sperre aufheben',
    blacklist_title: '%{name} sperren?',
    lift_title: 'Sperre von %{name} aufheben?',
    blacklist_confirm: 'Einzahlungen von %{iban} werden sofort zurückgerufen, solange der automatische Rückruf von Einzahlungen gesperrter Agenten an ist.',
    lift_confirm: 'Einzahlungen von %{iban} werden wieder wie gewohnt gutgeschrieben.',
    reason: 'Grund (optional)',
    no_iban: 'Nur ein Agent mit IBAN kann gesperrt werden.',
    blacklisted: '%{name} ist gesperrt.',
    lifted: '%{name} ist nicht mehr gesperrt.',
    cancel: 'Abbrechen',
    empty: 'Keine Transaktionsagenten gefunden.',
    invalid_iban: 'Geben Sie eine vollständige IBAN ein (Ländercode, Prüfziffern, Konto).',
    invalid_id: 'Geben Sie eine Firmen-ID ein (nur Ziffern).',
  },
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

import type { Strings } from '../../strings';
import type en from './en';

/** Meldungen der Seiten der Partnerfirmen und White-Label-Firmen auf Deutsch. */
export default {
  affiliates: {
    search: 'Firmen suchen',
    companies: { affiliates: 'Partnerfirmen', 'white-labeled': 'White-Label-Firmen' },
    all: { affiliates: 'Alle Partnerfirmen', 'white-labeled': 'Alle White-Label-Firmen' },
    empty: { affiliates: 'Noch keine Partnerfirmen.', 'white-labeled': 'Noch keine White-Label-Firmen.' },
    accounts: 'Konten',
    no_accounts: 'Keine Konten',
    available: 'Verfügbar: %{amount}',
    balance_line: '%{balance} (%{smart_count} Konto) |||| %{balance} (%{smart_count} Konten)',
    disabled: 'Nicht freigeschaltet',
    columns: { name: 'Firma', balances: 'Salden', id: 'ID', enabled: 'Freigeschaltet', country: 'Land', created_at: 'Erstellt' },
    compliance: {
      status: 'Status',
      category: 'Kategorie',
      any: 'Alle',
      search: 'Prüfungen suchen', from_date: 'Erstellt ab', to_date: 'Erstellt bis',
      empty: 'Keine Compliance-Prüfungen gefunden.',
      columns: { created_at: 'Erstellt', company: 'Firma', category: 'Kategorie', status: 'Status', step: 'Schritt', subject: 'Gegenstand', files: 'Dokumente' },
      statuses: { draft: 'Entwurf', open: 'Offen', verified: 'Geprüft', submitted: 'Eingereicht', declined: 'Abgelehnt', not_found: 'Nicht gefunden' },
      categories: {
        REGISTRATION: 'Registrierung', TRANSACTION: 'Transaktion', TRANSACTION_RECALL: 'Rückruf einer Transaktion', AFFILIATE_TRANSFER: 'Überweisung an Partner', UNCATEGORIZED: 'Ohne Kategorie',
      },
      steps: { files: 'Dokumente', form: 'Formular', video: 'Video', final: 'Abschluss' },
      subjects: { transaction: 'Transaktion', user: 'Benutzer', lead: 'Lead', company: 'Firma' },
    },
  },
} satisfies Strings<typeof en>;

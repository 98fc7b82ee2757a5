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
    displayed: '%{from}–%{to} von %{count}',
  },
} satisfies Strings<typeof en>;

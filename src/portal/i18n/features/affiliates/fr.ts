import type { Strings } from '../../strings';
import type en from './en';

/** Messages des pages des sociétés affiliées et en marque blanche en français. */
export default {
  affiliates: {
    search: 'Rechercher des sociétés',
    companies: { affiliates: 'Sociétés affiliées', 'white-labeled': 'Sociétés en marque blanche' },
    all: { affiliates: 'Toutes les sociétés affiliées', 'white-labeled': 'Toutes les sociétés en marque blanche' },
    empty: { affiliates: 'Aucune société affiliée pour le moment.', 'white-labeled': 'Aucune société en marque blanche pour le moment.' },
    accounts: 'Comptes',
    no_accounts: 'Aucun compte',
    available: 'Disponible : %{amount}',
    balance_line: '%{balance} (%{smart_count} compte) |||| %{balance} (%{smart_count} comptes)',
    disabled: 'Non activée',
    columns: { name: 'Société', balances: 'Soldes', id: 'ID', enabled: 'Activée', country: 'Pays', created_at: 'Créée le' },
    compliance: {
      status: 'Statut',
      category: 'Catégorie',
      any: 'Tous',
      search: 'Rechercher des suivis', from_date: 'Créé à partir du', to_date: 'Créé jusqu’au',
      empty: 'Aucun contrôle de conformité trouvé.',
      columns: { created_at: 'Créé', company: 'Société', category: 'Catégorie', status: 'Statut', step: 'Étape', subject: 'Objet', files: 'Documents' },
      statuses: { draft: 'Brouillon', open: 'Ouvert', verified: 'Vérifié', submitted: 'Soumis', declined: 'Refusé', not_found: 'Introuvable' },
      categories: {
        REGISTRATION: 'Inscription', TRANSACTION: 'Transaction', TRANSACTION_RECALL: 'Rappel de transaction', AFFILIATE_TRANSFER: 'Virement affilié', UNCATEGORIZED: 'Sans catégorie',
      },
      steps: { files: 'Documents', form: 'Formulaire', video: 'Vidéo', final: 'Finale' },
      subjects: { transaction: 'Transaction', user: 'Utilisateur', lead: 'Prospect', company: 'Société' },
    },
  },
} satisfies Strings<typeof en>;

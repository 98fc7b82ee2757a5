import { productFields } from '../features/products/fr';

import type { ResourceMessages } from './en';

/**
 * Names of the react-admin resources (react-admin reads resources.<name>.name for titles, menus,
 * notifications and record representations). Singular |||| plural, as polyglot counts.
 */
const resources = {
  'bank-accounts': { name: 'Compte |||| Comptes' },
  'transactions': { name: 'Transaction |||| Transactions' },
  'transaction-agents': { name: 'Bénéficiaire |||| Bénéficiaires' },
  'notifications': { name: 'Notification |||| Notifications' },
  'tickets': { name: 'Ticket |||| Tickets' },
  'reports': { name: 'Rapport |||| Rapports' },
  'imports': { name: 'Import |||| Imports' },
  'compliance-trackings': { name: 'Suivi de conformité |||| Suivis de conformité' },
  'crypto-wallets': { name: 'Portefeuille crypto |||| Portefeuilles crypto' },
  'psp-accounts': { name: 'Compte chez le prestataire de paiement |||| Comptes chez le prestataire de paiement' },
  'affiliates': { name: 'Affilié |||| Affiliés' },
  'affiliate-transactions': { name: 'Transaction d’affilié |||| Transactions d’affiliés' },
  'affiliate-compliance-trackings': { name: 'Suivi de conformité d’affilié |||| Suivis de conformité d’affiliés' },
  'white-labeled': { name: 'Société en marque blanche |||| Sociétés en marque blanche' },
  'white-label': { name: 'Marque blanche |||| Marques blanches' },
  'admin-white-label': { name: 'Marque blanche par défaut |||| Marques blanches par défaut' },
  'white-label-documents': { name: 'Document en marque blanche |||| Documents en marque blanche' },
  'admin-white-label-documents': { name: 'Document en marque blanche |||| Documents en marque blanche' },
  'white-labeled-transactions': { name: 'Transaction en marque blanche |||| Transactions en marque blanche' },
  'white-labeled-compliance-trackings': { name: 'Suivi de conformité en marque blanche |||| Suivis de conformité en marque blanche' },
  'products': { name: 'Produit |||| Produits', fields: productFields },
  'announcements': { name: 'Annonce |||| Annonces' },
  'activities': { name: 'Activité |||| Activités' },
  'admin-transactions': { name: 'Transaction |||| Transactions' },
  'admin-check-records': { name: 'Transaction vérifiée |||| Historique des vérifications' },
  'users': { name: 'Utilisateur |||| Utilisateurs' },
  'companies': { name: 'Société |||| Sociétés' },
  'company-employees': { name: 'Employé |||| Employés' },
  'admin-bank-accounts': { name: 'Compte bancaire |||| Comptes bancaires' },
  'integrity-checks': { name: 'Contrôle d’intégrité |||| Contrôles d’intégrité' },
  'admin-announcements': { name: 'Annonce |||| Annonces' },
  'auth-checkpoints': { name: 'Point de contrôle de connexion |||| Points de contrôle de connexion' },
  'activity-logs': { name: 'Journal d’activité |||| Journaux d’activité' },
  'kyc-file-archives': { name: 'Archive KYC |||| Archives KYC' },
  'timeline': { name: 'Entrée de chronologie |||| Chronologie' },
  'timeline-entities': { name: 'Enregistrement de chronologie |||| Enregistrements de chronologie' },
  'settings': { name: 'Paramètre |||| Paramètres' },
};

export default resources satisfies ResourceMessages;

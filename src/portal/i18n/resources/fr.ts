import { productFields } from '../features/products/fr';
import { approvalFields, approvalRuleFields } from '../features/approvals/fr';
import { apiKeyFields, apiPaymentFields, webhookDeliveryFields, webhookFields } from '../features/connect/fr';
import { standingOrderFields } from '../features/schedules/fr';
import { templateFields } from '../features/templates/fr';

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
  'approvals': { name: 'Approbation |||| Approbations', fields: approvalFields },
  'approval-rules': { name: 'Règle d’approbation |||| Règles d’approbation', fields: approvalRuleFields },
  'api-keys': { name: 'Clé d’API |||| Clés d’API', fields: apiKeyFields },
  'webhooks': { name: 'Point de terminaison webhook |||| Points de terminaison webhook', fields: webhookFields },
  'webhook-deliveries': { name: 'Livraison |||| Livraisons', fields: webhookDeliveryFields },
  'api-payments': { name: 'Paiement par API |||| Paiements par API', fields: apiPaymentFields },
  'standing-orders': { name: 'Virement permanent |||| Virements permanents', fields: standingOrderFields },
  'payment-templates': { name: 'Modèle de paiement |||| Modèles de paiement', fields: templateFields },
  'products': { name: 'Produit |||| Produits', fields: productFields },
  'announcements': { name: 'Annonce |||| Annonces' },
  'activities': { name: 'Activité |||| Activités' },
  'admin-transactions': { name: 'Transaction |||| Transactions' },
  'admin-check-records': { name: 'Transaction vérifiée |||| Historique des vérifications' },
  'users': { name: 'Utilisateur |||| Utilisateurs' },
  'companies': { name: 'Société |||| Sociétés' },
  'company-employees': { name: 'Employé |||| Employés' },
  'admin-bank-accounts': { name: 'Compte bancaire |||| Comptes bancaires' },
  'admin-transaction-agents': {
    name: 'Agent de transaction |||| Agents de transaction',
    fields: { id: 'ID', company_id: 'ID de société', name: 'Nom', iban: 'IBAN', country: 'Pays', blacklisted: 'Sur liste noire', blacklisted_at: 'Sur liste noire depuis', blacklist_reason: 'Motif' },
    any: 'Sur liste noire ou non',
    only_blacklisted: 'Sur liste noire',
    not_blacklisted: 'Hors liste noire',
    switch_label: 'Mettre %{name} sur liste noire',
    blacklist: 'Mettre sur liste noire',
    lift: 'Retirer de la liste noire',
    blacklist_title: 'Mettre %{name} sur liste noire ?',
    lift_title: 'Retirer %{name} de la liste noire ?',
    blacklist_confirm: 'Les dépôts depuis %{iban} sont rappelés aussitôt tant que le rappel automatique des dépôts des agents sur liste noire est activé.',
    lift_confirm: 'Les dépôts depuis %{iban} sont de nouveau crédités normalement.',
    reason: 'Motif (facultatif)',
    no_iban: 'Seul un agent avec un IBAN peut être mis sur liste noire.',
    blacklisted: '%{name} est sur liste noire.',
    lifted: "%{name} n'est plus sur liste noire.",
    cancel: 'Annuler',
    empty: 'Aucun agent de transaction trouvé.',
    invalid_iban: 'Saisissez un IBAN complet (code pays, clé de contrôle, compte).',
    invalid_id: 'Saisissez un ID de société (chiffres uniquement).',
  },
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

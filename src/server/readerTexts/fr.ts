import type { ReaderTexts } from './types';

const fr: ReaderTexts = {
  columns: {
    date: 'Date', id: 'ID', type: 'Type', bank_account: 'Compte', from_account: 'Compte débité', to_account: 'Compte crédité', remitter: 'Donneur d’ordre',
    beneficiary: 'Bénéficiaire', status: 'Statut', amount: 'Montant', fee: 'Frais', currency: 'Devise', balance: 'Solde', reference: 'Référence',
    fee_description: 'Nature des frais', ref_message: 'Libellé',
  },
  dated: 'Date (%{zone})',
  types: {
    withdrawal: 'Retrait', crypto: 'Crypto', import: 'Import', transfer: 'Virement interne', exchange: 'Change', convert: 'Conversion', card: 'Carte',
    buy_crypto: 'Achat de crypto', withdraw_crypto: 'Retrait de crypto', receive_crypto: 'Réception de crypto', deposit: 'Dépôt',
  },
  statuses: { pending: 'En attente', admin_action_require: 'En attente d’approbation', approved: 'Terminée', denied: 'Refusée', rejected: 'Rejetée', failed: 'Échouée', awaiting_approval: 'En attente d’approbation de l’entreprise' },
  fees: { transfer: 'Frais de virement', exchange: 'Frais de change', by_amount: 'selon le montant' },
  statement: {
    title: 'Relevé de compte', account: 'Compte', period: 'Période', all_time: 'Toute la période', opening: 'Solde initial', closing: 'Solde final',
    created: 'Créé le %{date}', page: 'Page %{page} sur %{pages}', none: 'Aucune transaction sur cette période.', counterparty: 'Contrepartie',
  },
};

export default fr;

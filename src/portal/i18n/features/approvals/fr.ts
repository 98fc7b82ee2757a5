/** Messages of the approvals inbox and the approval rules (issue 40) in French. */
export default {
  approvals: {
    title: 'Approbations',
    empty: 'Aucun paiement n’attend d’approbation.',
    selected: '%{smart_count} paiement |||| %{smart_count} paiements',
    approve: 'Approuver (%{smart_count})',
    reject: 'Rejeter (%{smart_count})',
    approve_title: 'Approuver des paiements',
    reject_title: 'Rejeter des paiements',
    approve_confirm: 'Approuver le paiement sélectionné ? |||| Approuver les %{smart_count} paiements sélectionnés ?',
    reject_confirm: 'Rejeter le paiement sélectionné ? Le montant réservé est libéré. |||| Rejeter les %{smart_count} paiements sélectionnés ? Les montants réservés sont libérés.',
    reason: 'Motif',
    approved: 'Approbation enregistrée. |||| %{smart_count} approbations enregistrées.',
    rejected: 'Paiement rejeté. |||| %{smart_count} paiements rejetés.',
    statuses: {
      awaiting: 'En attente d’approbation',
      approved: 'Approuvé',
      rejected: 'Rejeté',
      expired: 'Expiré',
      withdrawn: 'Retiré',
    },
    rules: {
      title: 'Règles d’approbation',
      create: 'Ajouter une règle',
      edit: 'Règle d’approbation',
      save: 'Enregistrer',
      back: 'Retour aux règles',
      empty: 'Aucune règle d’approbation : les paiements partent avec le code d’un seul gestionnaire.',
      every_currency: 'Toutes les devises (valeur en EUR)',
      currency_help: 'Une règle pour toutes les devises compare la valeur du paiement en EUR.',
      threshold_help: 'Les paiements de ce montant ou plus doivent être approuvés.',
      one: '1 approbation d’un autre gestionnaire',
      two: '2 approbations d’autres gestionnaires',
      bases: {
        total: 'Import : total du lot',
        largest_row: 'Import : la plus grande ligne',
      },
      created: 'Règle d’approbation ajoutée.',
      updated: 'Règle d’approbation modifiée.',
      deleted: 'Règle d’approbation supprimée.',
      delete: 'Supprimer la règle',
      delete_title: 'Supprimer la règle d’approbation',
      delete_confirm: 'Supprimer la règle à partir de %{name} ? Les paiements déjà retenus attendent toujours leurs approbations.',
      not_found: 'Cette règle d’approbation n’existe pas.',
    },
    show_title: 'Paiement retenu',
    show: {
      rule: 'Règle',
      rule_text: 'à partir de %{threshold} : %{approvals}',
      decided_by: 'Décidé par',
      not_yours: 'Vous avez demandé ce paiement ou l’avez déjà approuvé : un autre gestionnaire décide.',
      open_payment: 'Ouvrir le paiement',
      back: 'Retour aux approbations',
      not_found: 'Ce paiement retenu n’existe pas.',
    },
    settings: {
      title: 'Expiration',
      expiry_days: 'Jours pour approuver',
      expiry_help: 'Un paiement retenu non approuvé dans ce délai expire et est libéré.',
      save: 'Enregistrer',
      saved: 'Paramètres d’approbation enregistrés.',
    },
  },
};

/** The fields of the approvals resource. */
export const approvalFields = {
  reference: 'Référence',
  type: 'Type',
  beneficiary: 'Bénéficiaire',
  requested_by: 'Demandé par',
  requested_at: 'Demandé le',
  total: 'Total',
  approvals: 'Approbations',
  expires_at: 'Expire le',
  status: 'Statut',
  reason: 'Motif',
  currency: 'Devise',
};

/** The fields of the approval-rules resource. */
export const approvalRuleFields = {
  currency: 'Devise',
  threshold: 'À partir du montant',
  approvals_required: 'Approbations requises',
  import_basis: 'Lots d’import mesurés par',
  actions: 'Actions',
};

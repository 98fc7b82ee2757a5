/** Messages of the payment templates (issue 40) en français. */
export default {
  templates: {
    title: 'Modèles de paiement',
    edit_title: 'Modèle de paiement',
    empty: 'Aucun modèle de paiement pour l’instant : enregistrez-en un depuis un formulaire de paiement ou un paiement envoyé.',
    save_as: 'Enregistrer comme modèle',
    save_title: 'Enregistrer comme modèle de paiement',
    save: 'Enregistrer',
    name: 'Nom du modèle',
    name_help: 'Un nom que les gestionnaires de l’entreprise reconnaîtront, p. ex. « Loyer du bureau ».',
    with_amount: 'Garder le montant',
    saved: 'Modèle « %{name} » enregistré.',
    updated: 'Modèle « %{name} » modifié.',
    deleted: 'Modèle « %{name} » supprimé.',
    delete: 'Supprimer',
    delete_named: 'Supprimer le modèle %{name}',
    delete_title: 'Supprimer le modèle de paiement',
    delete_confirm: 'Supprimer le modèle « %{name} » ? Les paiements déjà faits avec lui restent tels quels.',
    start: 'Commencer un paiement',
    start_named: 'Commencer un paiement : %{name}',
    no_amount: 'Saisi à chaque fois (%{currency})',
    amount_help: 'Laissez vide pour saisir le montant à chaque fois.',
    back: 'Retour aux modèles',
    not_found: 'Ce modèle de paiement n’existe pas.',
    pays: 'Ce que paie le modèle',
    kinds: {
      withdrawal: 'Retrait (IBAN)',
      transfer: 'Virement',
      exchange: 'Change',
      convert: 'Conversion',
    },
  },
};

/** The fields of the payment-templates resource. */
export const templateFields = {
  name: 'Nom',
  kind: 'Paiement',
  beneficiary: 'Bénéficiaire',
  amount: 'Montant',
  currency: 'Devise',
  reference: 'Référence',
  actions: 'Actions',
};

import type { Strings } from '../../strings';
import type en from './en';

/** Saisie express et impression en français. */
export default {
  express: {
    open: 'Saisie express',
    title: 'Saisie express',
    intro: 'Collez les coordonnées de paiement telles qu’elles figurent dans une facture ou un e-mail, ou le texte d’un QR code SEPA (il commence par BCD).',
    text: 'Coordonnées de paiement',
    submit: 'Valider la saisie express',
    close: 'Fermer',
    nothing: 'Rien de reconnaissable dans ce texte. Le formulaire n’a pas été modifié.',
    filled: 'Le formulaire a été rempli avec ce qui a été reconnu. Rien n’a été envoyé : vérifiez le formulaire avant de l’envoyer.',
    epc: 'Lu comme un QR code SEPA.',
    recognised: 'Reconnu',
    not_recognised: 'Non reconnu',
    keys: {
      iban: 'IBAN', bic: 'BIC / SWIFT', name: 'Nom du bénéficiaire', street: 'Rue', building_number: 'Numéro', post_code: 'Code postal', city: 'Ville',
      country: 'Pays', amount: 'Montant', currency: 'Devise', reference: 'Référence', account_number: 'Numéro de compte', sort_code: 'Sort code', bank_name: 'Nom de la banque',
    },
    outcomes: {
      filled: 'rempli',
      from_iban: 'déduit de l’IBAN',
      beneficiary: 'le bénéficiaire enregistré %{name} a été choisi',
      from_beneficiary: 'du bénéficiaire enregistré',
      locked: 'inchangé : fixé par le paiement du portail',
      account_chosen: 'un compte en %{currency} a été choisi comme source',
      no_account: 'non utilisé : vous n’avez pas de compte en %{currency}',
      unknown_country: 'non utilisé : pays absent de la liste',
      iban_used: 'non utilisé : l’IBAN est utilisé',
      not_on_form: 'non utilisé dans ce formulaire',
    },
    notes: {
      bad_iban: 'IBAN %{value} : clé de contrôle ou longueur incorrecte, non utilisé',
      bad_bic: 'BIC / SWIFT %{value} : BIC non valide, non utilisé',
      extra_iban: 'Autre IBAN, non utilisé : %{value}',
    },
  },
  print: {
    button: 'Imprimer',
    not_found: 'Élément à imprimer #%{id} introuvable !',
  },
} satisfies Strings<typeof en>;

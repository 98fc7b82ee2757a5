import type { Strings } from '../../strings';
import type en from './en';

export default {
  payments: {
    fields: {
      bank_account_id: 'Compte débité', to_account_id: 'Compte crédité', amount: 'Montant', crypto_amount: 'Vous recevez',
      customer_ref_message: 'Libellé', selected_agent_id: 'Bénéficiaire', portal_service: 'Service de portail',
      portal_destination_account_id: 'Compte du portail', customer_iban: 'IBAN ou numéro de compte', transfer_service: 'Service de virement',
      customer_account: 'Numéro de compte', customer_sort_code: 'Sort code', customer_legal_type: 'Forme juridique',
      customer_first_name: 'Prénom', customer_last_name: 'Nom', customer_name: 'Raison sociale', customer_street: 'Rue',
      customer_building_number: 'Numéro', customer_post_code: 'Code postal', customer_city: 'Ville', customer_country: 'Pays',
      bank_swift: 'SWIFT / BIC', bank_name: 'Nom de la banque', bank_address: 'Adresse de la banque', bank_city: 'Ville de la banque', bank_country: 'Pays de la banque',
      has_intermediary_bank: 'Banque intermédiaire', intermediary_bank_swift: 'SWIFT / BIC intermédiaire', intermediary_bank_name: 'Nom de la banque intermédiaire',
      intermediary_bank_address: 'Adresse de la banque intermédiaire', intermediary_bank_city: 'Ville de la banque intermédiaire',
      intermediary_bank_country: 'Pays de la banque intermédiaire', intermediary_bank_iban: 'IBAN de la banque intermédiaire',
      free_market_sector_id: 'Secteur', free_market_industry_id: 'Industrie', free_market_payment_purpose_id: 'Objet du paiement', bcb_purpose_code: 'Code d’objet BCB',
    },
    services: {
      sepa: 'SEPA (UE, EEE)', fps_chaps: 'GBP – FPS/CHAPS (Royaume-Uni)', swift: 'SWIFT (reste du monde)', israel: 'Israël (paiements locaux)', portal: 'Portail',
    },
    legal_types: { company: 'Entreprise', individual: 'Particulier' },
    sections: { payee: 'Bénéficiaire', bank: 'Banque du bénéficiaire', intermediary: 'Banque intermédiaire' },
    total: {
      title: 'Total général', amount: 'Montant', fee: 'Frais', exchange_fee: 'Frais de change', total: 'Total', available: 'Solde disponible',
      next_available: 'Disponible après le paiement', missing: 'Indiquez le compte, le montant et la destination pour voir le total.',
      not_enough: 'Le solde disponible ne couvre pas ce paiement.',
    },
    rate: '1 %{sell} = %{rate} %{buy} (mise à jour dans %{seconds} s)',
    no_rate: 'Aucun taux de change pour ces comptes.',
    none: '—',
    no_accounts: 'Aucun de vos comptes ne peut être utilisé pour ce paiement.',
    no_accounts_why: { transfer: 'Un virement interne déplace de l’argent entre deux de vos comptes dans la même devise, et aucune paire de vos comptes ne le permet. Ouvrez un second compte dans la devise voulue, ou utilisez le change pour passer d’une devise à l’autre.', exchange: 'Un change déplace de l’argent entre deux de vos comptes dans des devises différentes, et aucune paire de vos comptes ne le permet. Ouvrez un compte dans une autre devise.', convert: 'Une conversion demande un compte de départ et un compte d’arrivée. Ouvrez le compte dont vous avez besoin.' },
    to_accounts: 'Aller à vos comptes',
    amount_format: 'Saisissez un montant comme %{example}.',
    no_beneficiary: 'Nouveau bénéficiaire',
    submit: 'Envoyer le paiement',
    created: 'Paiement %{reference} créé : %{status}.',
    new_payment: 'Nouveau paiement',
    view_transaction: 'Voir la transaction',
  },
} satisfies Strings<typeof en>;

import type { Strings } from '../../strings';
import type en from './en';

export default {
  crypto: {
    read_only: 'Les utilisateurs en lecture seule peuvent voir cette page ; seuls les gestionnaires peuvent acheter, vendre, retirer ou recevoir des cryptos.',
    no_accounts: 'Aucun de vos comptes ne peut être utilisé ici.',
    networks: { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'Tron' },
    fields: {
      buy_from: 'Payer depuis', buy_to: 'Recevoir la crypto sur', sell_from: 'Vendre depuis', sell_to: 'Recevoir l’argent sur',
      amount_paid: 'Vous payez', amount_received: 'Vous recevez', network: 'Réseau', withdraw_from: 'Depuis le compte',
      wallet_id: 'Portefeuille', amount: 'Montant', is_crypto_auto_sell: 'Vendre automatiquement à l’arrivée',
      receive_crypto: 'Compte crypto', receive_fiat: 'Compte pour le produit de la vente', fiat_amount: 'Produit estimé',
    },
    submit: { buy: 'Acheter', sell: 'Vendre', withdraw: 'Retirer', receive: 'Obtenir l’adresse de dépôt' },
    wallets: {
      title: 'Portefeuilles enregistrés', search: 'Rechercher par nom ou adresse', name: 'Nom', currency: 'Devise', network: 'Réseau', address: 'Adresse',
      any: 'Tous', created_at: 'Enregistré le', actions: 'Actions',
      use: 'Utiliser', empty: 'Aucun portefeuille enregistré.', none_for_account: 'Aucun portefeuille enregistré pour cette devise et ce réseau : ajoutez-en un ci-dessous.',
      add: 'Ajouter un portefeuille', created: 'Portefeuille %{name} créé avec succès', removed: 'Portefeuille supprimé avec succès',
      delete: 'Supprimer', delete_named: 'Supprimer le portefeuille %{name}', delete_title: 'Supprimer le portefeuille',
      delete_confirm: 'Voulez-vous vraiment supprimer ce portefeuille ?', yes: 'Oui', no: 'Non',
    },
    deposit: {
      title: 'Adresse de dépôt',
      send: 'Envoyez %{amount} %{currency} sur le réseau %{network} à cette adresse.',
      address: 'Adresse', uri: 'URI de paiement', copy: 'Copier', copy_named: 'Copier %{name}', copied: 'Copié dans le presse-papiers',
      copy_failed: 'Copie impossible : sélectionnez le texte et copiez-le vous-même.', qr: 'QR code de l’URI de paiement',
      announce: 'Je l’ai envoyé', again: 'Nouveau dépôt',
      auto_sell_note: 'L’estimation utilise le cours actuel. Dès que le réseau confirme le dépôt, il est vendu au cours de ce moment ; les frais de change sont prélevés sur le dépôt.',
    },
  },
} satisfies Strings<typeof en>;

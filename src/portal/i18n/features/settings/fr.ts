import type { Strings } from '../../strings';
import type en from './en';

/** Messages de la page des paramètres administrateur (/admin/settings) en français. */
export default {
  settings: {
    intro: 'Règles de toute la plateforme. Seuls les paramètres modifiés sont enregistrés ; chaque modification figure dans le journal d’activité et dans la chronologie des paramètres.',
    sections: {
      security: 'Sécurité de la connexion',
      currencies: 'Devises',
      boundaries: 'Limites de montant des transactions',
      new_customers: 'Nouveaux clients',
      features: 'Fonctionnalités',
      payments: 'Dépôts et approbations',
      crypto: 'Change de cryptomonnaies',
    },
    fields: {
      portal_fiat_currencies_enabled: 'Devises fiat activées dans le portail',
      portal_crypto_currencies_enabled: 'Cryptomonnaies activées dans le portail',
      fiat_from_blocklist: 'Devises fiat depuis lesquelles le change est interdit',
      fiat_to_blocklist: 'Devises fiat vers lesquelles le change est interdit',
      fiat_min: 'Minimum fiat',
      fiat_max: 'Maximum fiat',
      crypto_min: 'Minimum crypto',
      crypto_max: 'Maximum crypto',
      company_initial_fiat_accounts: 'Comptes fiat initiaux d’une nouvelle entreprise',
      company_initial_crypto_accounts: 'Comptes crypto initiaux d’une nouvelle entreprise',
      allowed_features_company: 'Fonctionnalités autorisées pour les entreprises',
      allowed_features_individual: 'Fonctionnalités autorisées pour les particuliers',
      initial_features_company: 'Fonctionnalités initiales d’une nouvelle entreprise',
      initial_features_individual: 'Fonctionnalités initiales d’un nouveau particulier',
      two_factor_required: 'Chaque utilisateur doit utiliser la double authentification',
      autorecall_deposit_from_blacklisted_agent: 'Rappeler automatiquement les dépôts des donneurs d’ordre sur liste noire',
      auto_approve_enabled: 'Approuver les paiements automatiquement (approbation automatique de conformité)',
      auto_approve_max_amount: 'Montant maximal de l’approbation automatique (EUR)',
      auto_approve_max_age_days: 'Ancienneté maximale de la conformité pour l’approbation automatique (jours)',
      show_transactions_from_log_date: 'Afficher les transactions à partir de la date d’enregistrement',
      auto_exchange_enabled: 'Changer automatiquement les dépôts fiat',
      auto_exchange_target_currency: 'Devise cible du change automatique',
      crypto_exchange_fiat_crypto_enabled: 'Achat de crypto (fiat vers crypto) activé',
      crypto_exchange_crypto_fiat_enabled: 'Vente de crypto (crypto vers fiat) activée',
      crypto_convert_enabled: 'Conversion de crypto (crypto vers crypto) activée',
    },
    hints: {
      two_factor_required: 'Les utilisateurs qui ne l’ont pas sont invités à la configurer avant toute autre chose. Les administrateurs en ont toujours besoin en production.',
      currencies_empty: 'Aucune sélection signifie toutes les devises.',
      boundaries: 'En unités de la devise du paiement. Tout paiement, ligne d’import ou rechargement hors de ces limites est refusé.',
      features_allowed: 'Les fonctionnalités initiales non autorisées ne sont pas attribuées.',
      max_age: '0 signifie aucune règle d’ancienneté : la dernière conformité vérifiée peut avoir n’importe quel âge.',
      log_date: 'Les gestionnaires ne voient pas les transactions enregistrées avant ce jour. Laissez vide pour tout afficher.',
    },
    none: 'Aucune',
    errors: {
      decimal: 'Saisissez un nombre décimal avec 8 décimales au plus, par exemple 1000.00.',
      whole_days: 'Saisissez un nombre entier de jours entre 0 et 3650.',
    },
  },
} satisfies Strings<typeof en>;

import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import type { AppMessages } from './en';
import brand from './features/brand/fr';
import money from './features/money/fr';
import payments from './features/payments/fr';
import reporting from './features/reporting/fr';
import imports from './features/imports/fr';
import users from './features/users/fr';
import companies from './features/companies/fr';
import system from './features/system/fr';
import support from './features/support/fr';
import timeline from './features/timeline/fr';
import compliance from './features/compliance/fr';
import whiteLabel from './features/whiteLabel/fr';
import announcements from './features/announcements/fr';
import pages from './features/pages/fr';
import shell from './features/shell/fr';
import crypto from './features/crypto/fr';
import affiliates from './features/affiliates/fr';
import portals from './features/portals/fr';
import products from './features/products/fr';
import signins from './features/signins/fr';
import psp from './features/psp/fr';
import settings from './features/settings/fr';
import express from './features/express/fr';
import approvals from './features/approvals/fr';
import secondFactors from './features/secondFactors/fr';
import connect from './features/connect/fr';
import schedules from './features/schedules/fr';
import templates from './features/templates/fr';
import resources from './resources/fr';
import serverText, { fields as serverFields, words as serverWords } from './serverText/fr';
import { serverMessages } from './serverText/messages';

const core = {
  name: 'Kontor',
  tagline: 'Services bancaires et de paiement',
  auth: {
    title: 'Connectez-vous à votre compte',
    email: 'E-mail',
    password: 'Mot de passe',
    sign_in: 'Se connecter',
  },
  two_factor: {
    title: 'Vérifiez votre action',
    text: 'Saisissez le code de votre application d’authentification à deux facteurs',
    label: 'Code d’authentification',
    digit: 'Chiffre %{position} sur %{count}',
    accepted: 'Code accepté. Vérification en cours...',
    cancel: 'Annuler',
    amount: 'Montant',
    with_fee: '%{total} (%{amount} + %{fee} de frais)',
    payee: 'Bénéficiaire',
    exchange: 'Change',
    exchange_sides: '%{paid} contre %{received} à 1 %{sell} = %{rate} %{buy}',
  },
  session: {
    expiring_title: 'Votre session est sur le point d’expirer',
    expiring_text: 'Vous serez déconnecté dans %{smart_count} seconde. |||| Vous serez déconnecté dans %{smart_count} secondes.',
    stay: 'Rester connecté',
    logout: 'Déconnexion',
  },
  dashboard: {
    accounts: 'Comptes',
    account: 'Compte',
    admin_title: 'Tableau de bord administrateur',
    manager_title: 'Tableau de bord',
    welcome: 'Bienvenue, %{name}',
    placeholder: 'Votre vue d’ensemble apparaîtra ici.',
  },
  error: {
    server: 'Erreur du serveur, veuillez réessayer plus tard',
    ok: 'D’accord, compris !',
    unknown: 'Erreur inconnue',
    unauthorized: 'Non autorisé',
    unexpected: 'Une erreur inattendue s’est produite. Veuillez réessayer plus tard',
    maintenance: 'Mode maintenance',
    remote_portal: 'Le portail distant est indisponible. Veuillez réessayer plus tard',
    not_implemented: 'Cette partie du portail n’est pas encore disponible.',
  },
};

const app = { ...core, ...affiliates, ...portals, ...shell, ...pages, ...brand, ...money, ...payments, ...reporting, ...imports, ...users, ...companies, ...system, ...support, ...announcements, ...timeline, ...compliance, ...crypto, ...whiteLabel, ...products, ...signins, ...psp, ...settings, ...express, ...approvals, ...secondFactors, ...connect, ...schedules, ...templates };

const fr = { ...frenchMessages, app, resources, server: serverMessages('fr', serverText, serverFields, serverWords) } satisfies TranslationMessages;

export default fr;

/** Messages of the portal services page in French. */
export default {
  portals: {
  "sign_in": "Se connecter à %{name}",
  "accounts": "Comptes distants",
  "no_accounts": "Aucun compte distant à afficher.",
  "send": "Envoyer un retrait",
  "signed_up": "Inscrit auprès du service de portail.",
  "sign_up": {
    "company": "Inscrire l’entreprise",
    "company_text": "Répondez au questionnaire du service de portail pour y ouvrir les comptes de l’entreprise.",
    "employee": "M’inscrire comme employé",
    "employee_text": "Votre propre utilisateur auprès du service de portail, sous l’entreprise.",
    "submit_company": "Inscrire l’entreprise",
    "submit_employee": "M’inscrire"
  },
  "fields": {
    "company_name": "Nom de l’entreprise",
    "registration_number": "Numéro d’immatriculation",
    "country": "Pays",
    "country_help": "Code à deux lettres, p. ex. FR",
    "city": "Ville",
    "address": "Adresse",
    "post_code": "Code postal",
    "email": "E-mail",
    "phone": "Téléphone",
    "website": "Site web",
    "first_name": "Prénom",
    "last_name": "Nom"
  },
  "auto": {
    "title": "Virement automatique",
    "text": "Les nouveaux fonds arrivant sur le compte distant sont transférés vers le compte propre choisi.",
    "remote": "Compte distant",
    "account": "Compte propre",
    "create": "Créer le virement automatique",
    "created": "Virement automatique créé.",
    "stopped": "Virement automatique arrêté.",
    "stop": "Arrêter le virement vers le compte %{id}",
    "active": "Actif"
  },
  "columns": {
    "id": "Compte",
    "name": "Nom",
    "currency": "Devise",
    "balance": "Solde",
    "auto": "Virement automatique",
    "actions": "Actions"
  },
  "destination": {
    "loading": "Recherche du compte distant auprès du service de portail…",
    "failed": "Le compte distant n’a pas pu être consulté.",
    "title": "Versé sur votre compte chez %{service}",
    "text": "%{name} (%{id}), %{currency}, IBAN %{iban}, titulaire %{holder}"
  },
  "services": {
    "free_market": "Free Market",
    "easy_payments": "Easy Payments",
    "bcb": "BCB",
    "currency_cloud": "Currency Cloud",
    "satchelpay_eur": "SatchelPay EUR",
    "cfszipp_eur": "CFSZipp EUR",
    "cfszipp_gbp": "CFSZipp GBP",
    "klarpay": "Klarpay",
    "equals_money": "Equals Money",
    "nexpay": "Nexpay",
    "financial_house": "Financial House",
    "narvi": "Narvi",
    "openpayd": "OpenPayd",
    "apaylo": "Apaylo"
  }
},
};

import type { ServerFieldNames, ServerWords } from './fields';
import type { ServerTexts } from './types';
import answers from './answers/fr';
import validation from './validation/fr';
import records from './records/fr';

const fr: ServerTexts = { ...validation, ...answers, ...records };

/** Field names as the server writes them into its generic messages ('The bank account id field is required.'). */
export const fields: ServerFieldNames = {
  amount: 'montant', currency: 'devise', comment: 'commentaire', description: 'description', email: 'e-mail', password: 'mot de passe',
  password_confirmation: 'confirmation du mot de passe', first_name: 'prénom', last_name: 'nom', name: 'nom', phone: 'téléphone', country: 'pays',
  iban: 'IBAN', bank_swift: 'SWIFT/BIC', bank_account_id: 'compte', to_account_id: 'compte de destination', reference: 'référence', ref_message: 'motif',
  date_from: 'date de début', date_to: 'date de fin', period: 'période', status: 'statut', file: 'fichier', files: 'fichiers', id: 'ID', title: 'titre',
  subject: 'objet', message: 'message', type: 'type', wallet: 'portefeuille', network: 'réseau', address: 'adresse', company_name: 'raison sociale',
  free_market_sector: 'secteur', account_number: 'numéro de compte', sort_code: 'sort code',
};

/** The server's words inside its sentences (fields.ts ServerWords), as this language's templates need them. */
export const words: ServerWords = { long: 'long', large: 'grand', short: 'court', small: 'petit', a_string: 'un texte', a_number: 'un nombre', a_boolean: 'un booléen', an_array: 'une liste', an_object: 'un objet', a_date: 'une date', a_browser: 'un navigateur', an_unknown_address: 'une adresse inconnue' };

export default fr;

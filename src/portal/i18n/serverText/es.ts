import type { ServerFieldNames, ServerWords } from './fields';
import type { ServerTexts } from './types';
import answers from './answers/es';
import validation from './validation/es';
import records from './records/es';

const es: ServerTexts = { ...validation, ...answers, ...records };

/** Field names as the server writes them into its generic messages ('The bank account id field is required.'). */
export const fields: ServerFieldNames = {
  amount: 'importe', currency: 'moneda', comment: 'comentario', description: 'descripción', email: 'correo electrónico', password: 'contraseña',
  password_confirmation: 'confirmación de contraseña', first_name: 'nombre', last_name: 'apellido', name: 'nombre', phone: 'teléfono', country: 'país',
  iban: 'IBAN', bank_swift: 'SWIFT/BIC', bank_account_id: 'cuenta', to_account_id: 'cuenta de destino', reference: 'referencia', ref_message: 'concepto',
  date_from: 'fecha desde', date_to: 'fecha hasta', period: 'periodo', status: 'estado', file: 'archivo', files: 'archivos', id: 'ID', title: 'título',
  subject: 'asunto', message: 'mensaje', type: 'tipo', wallet: 'monedero', network: 'red', address: 'dirección', company_name: 'nombre de la empresa',
  free_market_sector: 'sector', account_number: 'número de cuenta', sort_code: 'sort code',
};

/** The server's words inside its sentences (fields.ts ServerWords), as this language's templates need them. */
export const words: ServerWords = { long: 'largo', large: 'grande', short: 'corto', small: 'pequeño', a_string: 'un texto', a_number: 'un número', a_boolean: 'un valor booleano', an_array: 'una lista', an_object: 'un objeto', a_date: 'una fecha', a_browser: 'un navegador', an_unknown_address: 'una dirección desconocida' };

export default es;

import type { Language } from '../../../contract/enums';

/**
 * Field names as the server writes them into its generic messages ('The bank account id field is
 * required.': the field's key with spaces). English keeps the server's words; the other languages
 * name the field as a person reads it. A field not listed here stays as the server wrote it.
 */
const en = {
  amount: 'amount',
  currency: 'currency',
  comment: 'comment',
  description: 'description',
  email: 'email',
  password: 'password',
  password_confirmation: 'password confirmation',
  first_name: 'first name',
  last_name: 'last name',
  name: 'name',
  phone: 'phone',
  country: 'country',
  iban: 'iban',
  bank_swift: 'bank swift',
  bank_account_id: 'bank account id',
  to_account_id: 'to account id',
  reference: 'reference',
  ref_message: 'ref message',
  date_from: 'date from',
  date_to: 'date to',
  period: 'period',
  status: 'status',
  file: 'file',
  files: 'files',
  id: 'id',
  title: 'title',
  subject: 'subject',
  message: 'message',
  type: 'type',
  wallet: 'wallet',
  network: 'network',
  address: 'address',
  company_name: 'company name',
  free_market_sector: 'free market sector',
  account_number: 'account number',
  sort_code: 'sort code',
};

export type ServerFieldName = keyof typeof en;
type FieldNames = Record<ServerFieldName, string>;

const de: FieldNames = {
  amount: 'Betrag', currency: 'Währung', comment: 'Kommentar', description: 'Beschreibung', email: 'E-Mail', password: 'Passwort',
  password_confirmation: 'Passwortbestätigung', first_name: 'Vorname', last_name: 'Nachname', name: 'Name', phone: 'Telefon', country: 'Land',
  iban: 'IBAN', bank_swift: 'SWIFT/BIC', bank_account_id: 'Konto', to_account_id: 'Zielkonto', reference: 'Referenz', ref_message: 'Verwendungszweck',
  date_from: 'Datum von', date_to: 'Datum bis', period: 'Zeitraum', status: 'Status', file: 'Datei', files: 'Dateien', id: 'ID', title: 'Titel',
  subject: 'Betreff', message: 'Nachricht', type: 'Typ', wallet: 'Wallet', network: 'Netzwerk', address: 'Adresse', company_name: 'Firmenname',
  free_market_sector: 'Branche', account_number: 'Kontonummer', sort_code: 'Sort Code',
};

const es: FieldNames = {
  amount: 'importe', currency: 'moneda', comment: 'comentario', description: 'descripción', email: 'correo electrónico', password: 'contraseña',
  password_confirmation: 'confirmación de contraseña', first_name: 'nombre', last_name: 'apellido', name: 'nombre', phone: 'teléfono', country: 'país',
  iban: 'IBAN', bank_swift: 'SWIFT/BIC', bank_account_id: 'cuenta', to_account_id: 'cuenta de destino', reference: 'referencia', ref_message: 'concepto',
  date_from: 'fecha desde', date_to: 'fecha hasta', period: 'periodo', status: 'estado', file: 'archivo', files: 'archivos', id: 'ID', title: 'título',
  subject: 'asunto', message: 'mensaje', type: 'tipo', wallet: 'monedero', network: 'red', address: 'dirección', company_name: 'nombre de la empresa',
  free_market_sector: 'sector', account_number: 'número de cuenta', sort_code: 'sort code',
};

const fr: FieldNames = {
  amount: 'montant', currency: 'devise', comment: 'commentaire', description: 'description', email: 'e-mail', password: 'mot de passe',
  password_confirmation: 'confirmation du mot de passe', first_name: 'prénom', last_name: 'nom', name: 'nom', phone: 'téléphone', country: 'pays',
  iban: 'IBAN', bank_swift: 'SWIFT/BIC', bank_account_id: 'compte', to_account_id: 'compte de destination', reference: 'référence', ref_message: 'motif',
  date_from: 'date de début', date_to: 'date de fin', period: 'période', status: 'statut', file: 'fichier', files: 'fichiers', id: 'ID', title: 'titre',
  subject: 'objet', message: 'message', type: 'type', wallet: 'portefeuille', network: 'réseau', address: 'adresse', company_name: 'raison sociale',
  free_market_sector: 'secteur', account_number: 'numéro de compte', sort_code: 'sort code',
};

const ja: FieldNames = {
  amount: '金額', currency: '通貨', comment: 'コメント', description: '説明', email: 'メールアドレス', password: 'パスワード',
  password_confirmation: 'パスワード（確認）', first_name: '名', last_name: '姓', name: '名前', phone: '電話番号', country: '国',
  iban: 'IBAN', bank_swift: 'SWIFT/BIC', bank_account_id: '口座', to_account_id: '振込先口座', reference: '参照番号', ref_message: '振込メッセージ',
  date_from: '開始日', date_to: '終了日', period: '期間', status: 'ステータス', file: 'ファイル', files: 'ファイル', id: 'ID', title: 'タイトル',
  subject: '件名', message: 'メッセージ', type: '種類', wallet: 'ウォレット', network: 'ネットワーク', address: 'アドレス', company_name: '会社名',
  free_market_sector: '業種', account_number: '口座番号', sort_code: 'ソートコード',
};

export const SERVER_FIELD_NAMES: Record<Language, FieldNames> = { en, es, de, ja, fr };

import type { ServerFieldNames, ServerWords } from './fields';
import type { ServerTexts } from './types';
import answers from './answers/ja';
import validation from './validation/ja';
import records from './records/ja';

const ja: ServerTexts = { ...validation, ...answers, ...records };

/** Field names as the server writes them into its generic messages ('The bank account id field is required.'). */
export const fields: ServerFieldNames = {
  amount: '金額', currency: '通貨', comment: 'コメント', description: '説明', email: 'メールアドレス', password: 'パスワード',
  password_confirmation: 'パスワード（確認）', first_name: '名', last_name: '姓', name: '名前', phone: '電話番号', country: '国',
  iban: 'IBAN', bank_swift: 'SWIFT/BIC', bank_account_id: '口座', to_account_id: '振込先口座', reference: '参照番号', ref_message: '振込メッセージ',
  date_from: '開始日', date_to: '終了日', period: '期間', status: 'ステータス', file: 'ファイル', files: 'ファイル', id: 'ID', title: 'タイトル',
  subject: '件名', message: 'メッセージ', type: '種類', wallet: 'ウォレット', network: 'ネットワーク', address: 'アドレス', company_name: '会社名',
  free_market_sector: '業種', account_number: '口座番号', sort_code: 'ソートコード',
};

/** The server's words inside its sentences (fields.ts ServerWords), as this language's templates need them. */
export const words: ServerWords = { long: '長', large: '大き', short: '短', small: '小さ', a_string: '文字列', a_number: '数値', a_boolean: '真偽値', an_array: '配列', an_object: 'オブジェクト', a_date: '日付', a_browser: 'ブラウザ', an_unknown_address: '不明なアドレス' };

export default ja;

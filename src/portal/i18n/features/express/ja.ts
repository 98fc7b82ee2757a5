import type { Strings } from '../../strings';
import type en from './en';

/** クイック入力と印刷（日本語）。 */
export default {
  express: {
    open: 'クイック入力',
    title: 'クイック入力',
    intro: '請求書やメールに記載された支払情報、または SEPA QR コードのテキスト（BCD で始まる）を貼り付けてください。',
    text: '支払情報',
    submit: 'クイック入力を反映',
    close: '閉じる',
    nothing: 'このテキストから認識できる情報はありませんでした。フォームは変更されていません。',
    filled: '認識した内容をフォームに入力しました。まだ送信されていません。送信前にフォームを確認してください。',
    epc: 'SEPA QR コードとして読み取りました。',
    recognised: '認識した項目',
    not_recognised: '認識できなかった部分',
    keys: {
      iban: 'IBAN', bic: 'BIC / SWIFT', name: '受取人名', street: '番地・通り', building_number: '建物番号', post_code: '郵便番号', city: '市区町村',
      country: '国', amount: '金額', currency: '通貨', reference: '参照', account_number: '口座番号', sort_code: 'ソートコード', bank_name: '銀行名',
    },
    outcomes: {
      filled: '入力済み',
      from_iban: 'IBAN から判定',
      beneficiary: '保存済みの受取人 %{name} を選択しました',
      from_beneficiary: '保存済みの受取人の情報',
      locked: '変更なし: ポータル支払いで固定',
      account_chosen: '%{currency} の口座を支払元に選択しました',
      no_account: '未使用: %{currency} の口座がありません',
      unknown_country: '未使用: 一覧にない国',
      iban_used: '未使用: IBAN を使用します',
      not_on_form: 'このフォームでは使用しません',
    },
    notes: {
      bad_iban: 'IBAN %{value}: チェックディジットまたは桁数が正しくないため未使用',
      bad_bic: 'BIC / SWIFT %{value}: 有効な BIC ではないため未使用',
      extra_iban: '別の IBAN（未使用）: %{value}',
    },
  },
  print: {
    button: '印刷',
    not_found: '印刷する要素 #%{id} が見つかりません！',
  },
} satisfies Strings<typeof en>;

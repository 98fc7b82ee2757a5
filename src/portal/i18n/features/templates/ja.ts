/** Messages of the payment templates (issue 40) 日本語. */
export default {
  templates: {
    title: '支払テンプレート',
    edit_title: '支払テンプレート',
    empty: '支払テンプレートはまだありません。支払フォームか送信済みの支払から保存してください。',
    save_as: 'テンプレートとして保存',
    save_title: '支払テンプレートとして保存',
    save: '保存',
    name: 'テンプレート名',
    name_help: '会社のマネージャーが分かる名前（例：「事務所の家賃」）。',
    with_amount: '金額も保存する',
    saved: 'テンプレート「%{name}」を保存しました。',
    updated: 'テンプレート「%{name}」を変更しました。',
    deleted: 'テンプレート「%{name}」を削除しました。',
    delete: '削除',
    delete_named: 'テンプレート %{name} を削除',
    delete_title: '支払テンプレートの削除',
    delete_confirm: 'テンプレート「%{name}」を削除しますか？このテンプレートで作成済みの支払はそのままです。',
    start: '支払を開始',
    start_named: '支払を開始：%{name}',
    no_amount: '毎回入力（%{currency}）',
    amount_help: '空欄にすると毎回金額を入力します。',
    back: 'テンプレート一覧に戻る',
    not_found: 'この支払テンプレートは存在しません。',
    pays: 'テンプレートの支払内容',
    kinds: {
      withdrawal: '出金（IBAN）',
      transfer: '振替',
      exchange: '両替',
      convert: '変換',
    },
  },
};

/** The fields of the payment-templates resource. */
export const templateFields = {
  name: '名前',
  kind: '支払',
  beneficiary: '受取人',
  amount: '金額',
  currency: '通貨',
  reference: '参照',
  actions: '操作',
};

/** Messages of the approvals inbox and the approval rules (issue 40) in Japanese. */
export default {
  approvals: {
    title: '承認',
    empty: '承認待ちの支払いはありません。',
    selected: '%{smart_count} 件の支払い',
    approve: '承認 (%{smart_count})',
    reject: '却下 (%{smart_count})',
    approve_title: '支払いを承認',
    reject_title: '支払いを却下',
    approve_confirm: '選択した %{smart_count} 件の支払いを承認しますか？',
    reject_confirm: '選択した %{smart_count} 件の支払いを却下しますか？保留中の金額は解放されます。',
    reason: '理由',
    approved: '%{smart_count} 件の承認を記録しました。',
    rejected: '%{smart_count} 件の支払いを却下しました。',
    statuses: {
      awaiting: '承認待ち',
      approved: '承認済み',
      rejected: '却下',
      expired: '期限切れ',
      withdrawn: '取り下げ',
    },
    rules: {
      title: '承認ルール',
      create: 'ルールを追加',
      edit: '承認ルール',
      save: '保存',
      back: 'ルール一覧に戻る',
      empty: '承認ルールはありません。支払いは1人のマネージャーのコードで送信されます。',
      every_currency: 'すべての通貨 (EUR 換算)',
      currency_help: 'すべての通貨に適用するルールは、支払額を EUR に換算して比較します。',
      threshold_help: 'この金額以上の支払いには承認が必要です。',
      one: '他のマネージャー1人の承認',
      two: '他のマネージャー2人の承認',
      bases: {
        total: 'インポート: バッチの合計',
        largest_row: 'インポート: 最大の行',
      },
      created: '承認ルールを追加しました。',
      updated: '承認ルールを変更しました。',
      deleted: '承認ルールを削除しました。',
      delete: 'ルールを削除',
      delete_title: '承認ルールを削除',
      delete_confirm: '%{name} からのルールを削除しますか？すでに保留中の支払いは引き続き承認を待ちます。',
      not_found: 'この承認ルールは存在しません。',
    },
    show_title: '保留中の支払',
    show: {
      rule: 'ルール',
      rule_text: '%{threshold} 以上：%{approvals}',
      decided_by: '決定者',
      not_yours: 'この支払はあなたが依頼したか、既に承認済みです。別のマネージャーが決定します。',
      open_payment: '支払を開く',
      back: '承認一覧に戻る',
      not_found: 'この保留中の支払は存在しません。',
    },
    settings: {
      title: '有効期限',
      expiry_days: '承認までの日数',
      expiry_help: 'この日数以内に承認されない保留中の支払いは期限切れとなり、解放されます。',
      save: '保存',
      saved: '承認設定を保存しました。',
    },
  },
};

/** The fields of the approvals resource. */
export const approvalFields = {
  reference: '参照番号',
  type: '種類',
  beneficiary: '受取人',
  requested_by: '依頼者',
  requested_at: '依頼日時',
  total: '合計',
  approvals: '承認',
  expires_at: '期限',
  status: 'ステータス',
  reason: '理由',
  currency: '通貨',
};

/** The fields of the approval-rules resource. */
export const approvalRuleFields = {
  currency: '通貨',
  threshold: '対象金額',
  approvals_required: '必要な承認数',
  import_basis: 'インポートの判定基準',
  actions: '操作',
};

/** 一括インポート画面のメッセージ（日本語）。 */
export default {
  imports: {
    form: {
      bank_account: '銀行口座',
      upload_label: 'ここにファイルをアップロードしてください。（xlsx ファイルのみ可）',
      choose_file: 'xlsx ファイルを選択',
      template: 'テンプレートをダウンロード',
      preview: '送信',
      create: 'インポートを作成',
      transactions: '取引',
      total_amount: '合計金額',
      total_amount_with_fee: '手数料込み合計金額',
      failed_rows: 'エラーのある %{count} 行はインポートされません',
      payees: '受取人 %{count} 件',
      truncated: '最初の 1,000 行のみ表示しています。ファイル全体が確認されます。',
      unreadable: 'ファイルを表示できません。サーバーでの確認は可能です。',
    },
    messages: {
      created: 'まもなく処理が始まります',
      done_title: 'インポートジョブ #%{id} が正常に完了しました！',
      done_text: '結果は保留中の取引ページにあります。',
      pending_link: '保留中の取引',
      errors_title: 'インポートジョブ #%{id} はエラーありで完了しました',
      errors_text: 'エラーのある行はインポートされませんでした。エラーファイルをダウンロードしました。',
      failed_title: 'インポートジョブ #%{id} は失敗しました',
      failed_text: 'サポートにお問い合わせください。',
    },
    statuses: { QUEUE: '待機中', PROCESSING: '処理中', DONE: '完了', ERROR: 'エラー' },
    columns: {
      id: 'ID', file_name: 'ファイル', bank_account: '銀行口座', user: 'ユーザー', status: 'ステータス',
      success: 'インポート済み（件数・金額）', failed: '失敗（件数・金額）', created_at: '作成日時', actions: '操作',
    },
    empty: 'インポートはまだありません。',
    download_errors: 'エラーをダウンロード',
    download_original: '元のファイル',
    export: { currency: '通貨', success_count: 'インポート済みの行', success_amount: 'インポート済みの金額', success_amount_with_fee: '手数料込みのインポート済み金額', failed_count: '失敗した行', failed_amount: '失敗した金額' },
  },
};

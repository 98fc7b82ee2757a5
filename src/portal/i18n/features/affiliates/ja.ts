import type { Strings } from '../../strings';
import type en from './en';

/** 提携会社とホワイトラベル会社のページのメッセージ（日本語）。 */
export default {
  affiliates: {
    search: '会社を検索',
    companies: { affiliates: '提携会社', 'white-labeled': 'ホワイトラベル会社' },
    all: { affiliates: 'すべての提携会社', 'white-labeled': 'すべてのホワイトラベル会社' },
    empty: { affiliates: '提携会社はまだありません。', 'white-labeled': 'ホワイトラベル会社はまだありません。' },
    accounts: '口座',
    no_accounts: '口座なし',
    available: '利用可能：%{amount}',
    balance_line: '%{balance}（%{smart_count} 口座）',
    disabled: '未有効化',
    columns: { name: '会社', balances: '残高', id: 'ID', enabled: '有効', country: '国', created_at: '作成日' },
    compliance: {
      status: 'ステータス',
      category: 'カテゴリ',
      any: 'すべて',
      search: '追跡を検索', from_date: '作成日（から）', to_date: '作成日（まで）',
      empty: 'コンプライアンス確認は見つかりません。',
      columns: { created_at: '作成日時', company: '会社', category: 'カテゴリ', status: 'ステータス', step: 'ステップ', subject: '対象', files: '書類' },
      statuses: { draft: '下書き', open: '未対応', verified: '確認済み', submitted: '提出済み', declined: '却下', not_found: '見つかりません' },
      categories: {
        REGISTRATION: '登録', TRANSACTION: '取引', TRANSACTION_RECALL: '取引の取り消し', AFFILIATE_TRANSFER: '提携会社への送金', UNCATEGORIZED: '未分類',
      },
      steps: { files: '書類', form: 'フォーム', video: 'ビデオ', final: '最終' },
      subjects: { transaction: '取引', user: 'ユーザー', lead: 'リード', company: '会社' },
    },
  },
} satisfies Strings<typeof en>;

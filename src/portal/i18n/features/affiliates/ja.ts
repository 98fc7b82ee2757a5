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
    displayed: '%{from}–%{to} / %{count}',
  },
} satisfies Strings<typeof en>;

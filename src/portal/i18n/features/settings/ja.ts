import type { Strings } from '../../strings';
import type en from './en';

/** 管理者設定ページ(/admin/settings)のメッセージ(日本語)。 */
export default {
  settings: {
    intro: 'プラットフォーム全体のルールです。変更した設定だけが保存され、各変更はアクティビティログと設定のタイムラインに記録されます。',
    sections: {
      security: 'サインインのセキュリティ',
      currencies: '通貨',
      boundaries: '取引金額の上限と下限',
      new_customers: '新規顧客',
      features: '機能',
      payments: '入金と承認',
      crypto: '暗号資産の交換',
    },
    fields: {
      portal_fiat_currencies_enabled: 'ポータルで有効な法定通貨',
      portal_crypto_currencies_enabled: 'ポータルで有効な暗号資産',
      fiat_from_blocklist: '交換元にできない法定通貨',
      fiat_to_blocklist: '交換先にできない法定通貨',
      fiat_min: '法定通貨の最小額',
      fiat_max: '法定通貨の最大額',
      crypto_min: '暗号資産の最小額',
      crypto_max: '暗号資産の最大額',
      company_initial_fiat_accounts: '新規企業の初期法定通貨口座',
      company_initial_crypto_accounts: '新規企業の初期暗号資産口座',
      allowed_features_company: '企業に許可する機能',
      allowed_features_individual: '個人に許可する機能',
      initial_features_company: '新規企業の初期機能',
      initial_features_individual: '新規個人の初期機能',
      two_factor_required: 'すべてのユーザーに二要素認証を必須にする',
      autorecall_deposit_from_blacklisted_agent: 'ブラックリストの送金者からの入金を自動で組戻す',
      auto_approve_enabled: '支払いを自動承認する(コンプライアンス自動承認)',
      auto_approve_max_amount: '自動承認の上限額(EUR)',
      auto_approve_max_age_days: '自動承認に使うコンプライアンス確認の有効日数',
      show_transactions_from_log_date: '記帳日以降の取引を表示',
      auto_exchange_enabled: '法定通貨の入金を自動で両替する',
      auto_exchange_target_currency: '自動両替の交換先通貨',
      crypto_exchange_fiat_crypto_enabled: '暗号資産の購入(法定通貨→暗号資産)を有効にする',
      crypto_exchange_crypto_fiat_enabled: '暗号資産の売却(暗号資産→法定通貨)を有効にする',
      crypto_convert_enabled: '暗号資産の変換(暗号資産→暗号資産)を有効にする',
    },
    hints: {
      two_factor_required: '未設定のユーザーは、ほかの操作の前に設定へ案内されます。本番環境では管理者は常に必須です。',
      currencies_empty: '未選択はすべての通貨を意味します。',
      boundaries: '支払い通貨の単位です。範囲外の支払い、インポート行、入金はすべて拒否されます。',
      features_allowed: '許可されていない初期機能は付与されません。',
      max_age: '0 は期間の制限なし(最後に確認されたコンプライアンスの日付を問わない)を意味します。',
      log_date: 'この日より前に記帳された取引はマネージャーに表示されません。すべて表示するには空欄にします。',
    },
    none: 'なし',
    errors: {
      decimal: '小数点以下8桁までの数値を入力してください(例: 1000.00)。',
      whole_days: '0〜3650 の整数で日数を入力してください。',
    },
  },
} satisfies Strings<typeof en>;

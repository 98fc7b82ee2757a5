import { productFields } from '../features/products/ja';
import { approvalFields, approvalRuleFields } from '../features/approvals/ja';
import { apiKeyFields, apiPaymentFields, webhookDeliveryFields, webhookFields } from '../features/connect/ja';
import { standingOrderFields } from '../features/schedules/ja';
import { templateFields } from '../features/templates/ja';

import type { ResourceMessages } from './en';

/**
 * Names of the react-admin resources (react-admin reads resources.<name>.name for titles, menus,
 * notifications and record representations). Singular |||| plural, as polyglot counts.
 */
const resources = {
  'bank-accounts': { name: '口座' },
  'transactions': { name: '取引' },
  'transaction-agents': { name: '受取人' },
  'notifications': { name: '通知' },
  'tickets': { name: 'チケット' },
  'reports': { name: 'レポート' },
  'imports': { name: 'インポート' },
  'compliance-trackings': { name: 'コンプライアンス追跡' },
  'crypto-wallets': { name: '暗号資産ウォレット' },
  'psp-accounts': { name: '決済サービスプロバイダーの口座' },
  'affiliates': { name: 'アフィリエイト' },
  'affiliate-transactions': { name: 'アフィリエイト取引' },
  'affiliate-compliance-trackings': { name: 'アフィリエイトのコンプライアンス追跡' },
  'white-labeled': { name: 'ホワイトラベル企業' },
  'white-label': { name: 'ホワイトラベル' },
  'admin-white-label': { name: '既定のホワイトラベル' },
  'white-label-documents': { name: 'ホワイトラベルドキュメント' },
  'admin-white-label-documents': { name: 'ホワイトラベルドキュメント' },
  'white-labeled-transactions': { name: 'ホワイトラベル取引' },
  'white-labeled-compliance-trackings': { name: 'ホワイトラベルのコンプライアンス追跡' },
  'approvals': { name: '承認', fields: approvalFields },
  'approval-rules': { name: '承認ルール', fields: approvalRuleFields },
  'api-keys': { name: 'API キー |||| API キー', fields: apiKeyFields },
  'webhooks': { name: 'Webhook エンドポイント |||| Webhook エンドポイント', fields: webhookFields },
  'webhook-deliveries': { name: '配信 |||| 配信', fields: webhookDeliveryFields },
  'api-payments': { name: 'API 支払い |||| API 支払い', fields: apiPaymentFields },
  'standing-orders': { name: '自動送金 |||| 自動送金', fields: standingOrderFields },
  'payment-templates': { name: '支払テンプレート |||| 支払テンプレート', fields: templateFields },
  'products': { name: '商品', fields: productFields },
  'announcements': { name: 'お知らせ' },
  'activities': { name: 'アクティビティ' },
  'admin-transactions': { name: '取引' },
  'admin-check-records': { name: '確認履歴' },
  'users': { name: 'ユーザー' },
  'companies': { name: '企業' },
  'company-employees': { name: '従業員 |||| 従業員' },
  'admin-bank-accounts': { name: '銀行口座' },
  'admin-transaction-agents': {
    name: '取引先',
    fields: { id: 'ID', company_id: '会社ID', name: '名前', iban: 'IBAN', country: '国', blacklisted: 'ブラックリスト', blacklisted_at: '登録日', blacklist_reason: '理由' },
    any: 'すべて',
    only_blacklisted: 'ブラックリスト登録済み',
    not_blacklisted: '未登録',
    switch_label: '%{name} をブラックリストに登録',
    blacklist: 'ブラックリストに登録',
    lift: 'ブラックリストから解除',
    blacklist_title: '%{name} をブラックリストに登録しますか？',
    lift_title: '%{name} をブラックリストから解除しますか？',
    blacklist_confirm: 'ブラックリスト取引先からの入金の自動返金が有効な間、%{iban} からの入金は直ちに返金されます。',
    lift_confirm: '%{iban} からの入金は再び通常どおり入金されます。',
    reason: '理由（任意）',
    no_iban: 'IBANのある取引先のみブラックリストに登録できます。',
    blacklisted: '%{name} をブラックリストに登録しました。',
    lifted: '%{name} をブラックリストから解除しました。',
    cancel: 'キャンセル',
    empty: '取引先が見つかりません。',
    invalid_iban: 'IBANを全桁入力してください（国コード、チェックディジット、口座）。',
    invalid_id: '会社IDを数字で入力してください。',
  },
  'integrity-checks': { name: '整合性チェック' },
  'admin-announcements': { name: 'お知らせ' },
  'auth-checkpoints': { name: '認証チェックポイント' },
  'activity-logs': { name: 'アクティビティログ' },
  'kyc-file-archives': { name: 'KYCファイルアーカイブ' },
  'timeline': { name: 'タイムライン項目 |||| タイムライン' },
  'timeline-entities': { name: 'タイムライン対象' },
  'settings': { name: '設定' },
};

export default resources satisfies ResourceMessages;

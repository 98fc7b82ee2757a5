import { productFields } from '../features/products/ja';

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
  'products': { name: '商品', fields: productFields },
  'announcements': { name: 'お知らせ' },
  'activities': { name: 'アクティビティ' },
  'admin-transactions': { name: '取引' },
  'admin-check-records': { name: '確認履歴' },
  'users': { name: 'ユーザー' },
  'companies': { name: '企業' },
  'company-employees': { name: '従業員 |||| 従業員' },
  'admin-bank-accounts': { name: '銀行口座' },
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

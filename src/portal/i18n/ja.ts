import type { TranslationMessages } from 'react-admin';
import type { AppMessages } from './en';
import brand from './features/brand/ja';
import money from './features/money/ja';
import payments from './features/payments/ja';
import reporting from './features/reporting/ja';
import imports from './features/imports/ja';
import users from './features/users/ja';
import companies from './features/companies/ja';
import system from './features/system/ja';
import support from './features/support/ja';
import timeline from './features/timeline/ja';
import compliance from './features/compliance/ja';
import whiteLabel from './features/whiteLabel/ja';
import announcements from './features/announcements/ja';
import pages from './features/pages/ja';
import shell from './features/shell/ja';
import crypto from './features/crypto/ja';
import affiliates from './features/affiliates/ja';
import portals from './features/portals/ja';
import products from './features/products/ja';
import signins from './features/signins/ja';
import psp from './features/psp/ja';
import settings from './features/settings/ja';
import express from './features/express/ja';
import approvals from './features/approvals/ja';
import secondFactors from './features/secondFactors/ja';
import connect from './features/connect/ja';
import schedules from './features/schedules/ja';
import templates from './features/templates/ja';
import resources from './resources/ja';
import serverText, { fields as serverFields, words as serverWords } from './serverText/ja';
import { serverMessages } from './serverText/messages';

// No ra-language-japanese exists for react-admin 5: these follow the keys of ra-language-english.
// Japanese has one plural form, so plural messages are written once, with the count.
const ra = {
  action: {
    add_filter: 'フィルターを追加',
    add: '追加',
    back: '戻る',
    bulk_actions: '%{smart_count} 件選択中',
    cancel: 'キャンセル',
    clear_array_input: 'リストを空にする',
    clear_input_value: '値をクリア',
    clone: '複製',
    confirm: '確認',
    create: '作成',
    create_item: '%{item} を作成',
    delete: '削除',
    edit: '編集',
    export: 'エクスポート',
    list: '一覧',
    refresh: '更新',
    remove_filter: 'このフィルターを削除',
    remove_all_filters: 'すべてのフィルターを削除',
    remove: '削除',
    reset: 'リセット',
    save: '保存',
    search: '検索',
    search_columns: '列を検索',
    select_all: 'すべて選択',
    select_all_button: 'すべて選択',
    select_row: 'この行を選択',
    show: '表示',
    sort: '並べ替え',
    undo: '元に戻す',
    unselect: '選択を解除',
    expand: '展開',
    close: '閉じる',
    open_menu: 'メニューを開く',
    close_menu: 'メニューを閉じる',
    update: '更新',
    move_up: '上へ移動',
    move_down: '下へ移動',
    open: '開く',
    toggle_theme: 'ライト/ダークモードを切り替え',
    select_columns: '列',
    update_application: 'アプリケーションを再読み込み',
  },
  boolean: {
    true: 'はい',
    false: 'いいえ',
    null: ' ',
  },
  page: {
    create: '%{name} を作成',
    dashboard: 'ダッシュボード',
    edit: '%{name} %{recordRepresentation}',
    error: '問題が発生しました',
    list: '%{name}',
    loading: '読み込み中',
    not_found: '見つかりません',
    show: '%{name} %{recordRepresentation}',
    empty: '%{name} はまだありません。',
    invite: '追加しますか?',
    access_denied: 'アクセスが拒否されました',
    authentication_error: '認証エラー',
  },
  input: {
    file: {
      upload_several: 'アップロードするファイルをドロップするか、クリックして選択してください。',
      upload_single: 'アップロードするファイルをドロップするか、クリックして選択してください。',
    },
    image: {
      upload_several: 'アップロードする画像をドロップするか、クリックして選択してください。',
      upload_single: 'アップロードする画像をドロップするか、クリックして選択してください。',
    },
    references: {
      all_missing: '参照データが見つかりません。',
      many_missing: '関連する参照の少なくとも 1 つが利用できなくなっています。',
      single_missing: '関連する参照が利用できなくなっています。',
    },
    password: {
      toggle_visible: 'パスワードを隠す',
      toggle_hidden: 'パスワードを表示',
    },
  },
  message: {
    about: '概要',
    access_denied: 'このページにアクセスする権限がありません',
    are_you_sure: 'よろしいですか?',
    authentication_error: '認証サーバーがエラーを返したため、認証情報を確認できませんでした。',
    auth_error: '認証トークンの検証中にエラーが発生しました。',
    bulk_delete_content: '選択した %{smart_count} 件を削除してもよろしいですか?',
    bulk_delete_title: '%{smart_count} 件の %{name} を削除',
    bulk_update_content: '選択した %{smart_count} 件を更新してもよろしいですか?',
    bulk_update_title: '%{smart_count} 件の %{name} を更新',
    clear_array_input: 'リスト全体を空にしてもよろしいですか?',
    delete_content: 'この %{name} を削除してもよろしいですか?',
    delete_title: '%{name} %{recordRepresentation} を削除',
    details: '詳細',
    error: 'クライアントエラーが発生したため、リクエストを完了できませんでした。',
    invalid_form: 'フォームが正しくありません。エラーを確認してください',
    loading: 'お待ちください',
    no: 'いいえ',
    not_found: 'URL が間違っているか、リンクが正しくありません。',
    select_all_limit_reached: '要素が多すぎるためすべては選択できません。最初の %{max} 件のみ選択しました。',
    unsaved_changes: '保存されていない変更があります。破棄してもよろしいですか?',
    yes: 'はい',
    placeholder_data_warning: 'ネットワークの問題: データを更新できませんでした。',
  },
  navigation: {
    clear_filters: 'フィルターをクリア',
    no_filtered_results: '現在のフィルターに一致する %{name} はありません。',
    no_results: '%{name} は見つかりません',
    no_more_results: 'ページ番号 %{page} は範囲外です。前のページをお試しください。',
    page_out_of_boundaries: 'ページ番号 %{page} は範囲外です',
    page_out_from_end: '最後のページより後には移動できません',
    page_out_from_begin: '1 ページより前には移動できません',
    page_range_info: '%{offsetBegin}-%{offsetEnd} / %{total}',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / %{offsetEnd} 件以上',
    current_page: '%{page} ページ',
    page: '%{page} ページへ移動',
    first: '最初のページへ',
    last: '最後のページへ',
    next: '次のページへ',
    previous: '前のページへ',
    page_rows_per_page: '1 ページの行数:',
    skip_nav: 'コンテンツへスキップ',
  },
  sort: {
    sort_by: '%{field_lower_first} で%{order}に並べ替え',
    ASC: '昇順',
    DESC: '降順',
  },
  auth: {
    auth_check_error: '続行するにはログインしてください',
    user_menu: 'プロフィール',
    username: 'ユーザー名',
    password: 'パスワード',
    email: 'メールアドレス',
    sign_in: 'ログイン',
    sign_in_error: '認証に失敗しました。もう一度お試しください',
    logout: 'ログアウト',
  },
  notification: {
    updated: '%{smart_count} 件の要素を更新しました',
    created: '要素を作成しました',
    deleted: '%{smart_count} 件の要素を削除しました',
    bad_item: '不正な要素です',
    item_doesnt_exist: '要素が存在しません',
    http_error: 'サーバーとの通信エラー',
    data_provider_error: 'dataProvider エラー。詳細はコンソールを確認してください。',
    i18n_error: '指定された言語の翻訳を読み込めません',
    canceled: '操作を取り消しました',
    logged_out: 'セッションが終了しました。再度ログインしてください。',
    not_authorized: 'このリソースにアクセスする権限がありません。',
    application_update_available: '新しいバージョンがあります。',
    offline: '接続がありません。データを取得できませんでした。',
  },
  validation: {
    required: '必須',
    minLength: '%{min} 文字以上で入力してください',
    maxLength: '%{max} 文字以下で入力してください',
    minValue: '%{min} 以上にしてください',
    maxValue: '%{max} 以下にしてください',
    number: '数値を入力してください',
    email: '有効なメールアドレスを入力してください',
    oneOf: '次のいずれかにしてください: %{options}',
    regex: '指定の形式 (正規表現) に一致させてください: %{pattern}',
    unique: '一意の値にしてください',
  },
  saved_queries: {
    label: '保存したクエリ',
    query_name: 'クエリ名',
    new_label: '現在のクエリを保存...',
    new_dialog_title: '現在のクエリに名前を付けて保存',
    remove_label: '保存したクエリを削除',
    remove_label_with_name: 'クエリ「%{name}」を削除',
    remove_dialog_title: '保存したクエリを削除しますか?',
    remove_message: 'この項目を保存したクエリの一覧から削除してもよろしいですか?',
    help: '一覧を絞り込み、このクエリを後で使えるように保存します',
  },
  guesser: {
    empty: {
      title: '表示するデータがありません',
      message: 'データプロバイダーを確認してください',
    },
  },
  configurable: {
    customize: 'カスタマイズ',
    configureMode: 'このページを設定',
    inspector: {
      title: 'インスペクター',
      content: '設定したい UI 要素にマウスを合わせてください',
      reset: '設定をリセット',
      hideAll: 'すべて非表示',
      showAll: 'すべて表示',
    },
    Datagrid: {
      title: 'データグリッド',
      unlabeled: 'ラベルなしの列 #%{column}',
    },
    SimpleForm: {
      title: 'フォーム',
      unlabeled: 'ラベルなしの入力 #%{input}',
    },
    SimpleList: {
      title: 'リスト',
      primaryText: '主テキスト',
      secondaryText: '副テキスト',
      tertiaryText: '第 3 テキスト',
    },
  },
};

const core = {
  name: 'Kontor',
  tagline: '銀行・決済サービス',
  auth: {
    title: 'アカウントにログイン',
    email: 'メールアドレス',
    password: 'パスワード',
    sign_in: 'ログイン',
  },
  two_factor: {
    title: '操作の確認',
    text: '二要素認証アプリに表示されたコードを入力してください',
    label: '認証コード',
    digit: '%{count} 桁中 %{position} 桁目',
    accepted: 'コードを受け付けました。確認しています...',
    cancel: 'キャンセル',
    amount: '金額',
    with_fee: '%{total}（%{amount} + 手数料 %{fee}）',
    payee: '受取人',
    exchange: '両替',
    exchange_sides: '%{paid} → %{received}（1 %{sell} = %{rate} %{buy}）',
  },
  session: {
    expiring_title: 'セッションの有効期限が近づいています',
    expiring_text: 'あと %{smart_count} 秒でログアウトします。',
    stay: 'ログインを続ける',
    logout: 'ログアウト',
  },
  dashboard: {
    accounts: '口座',
    account: '口座',
    admin_title: '管理ダッシュボード',
    manager_title: 'ダッシュボード',
    welcome: 'ようこそ、%{name} さん',
    placeholder: 'ここに概要が表示されます。',
  },
  error: {
    server: 'サーバーエラーです。しばらくしてからもう一度お試しください',
    ok: 'わかりました',
    unknown: '不明なエラー',
    unauthorized: '認証されていません',
    unexpected: '予期しないエラーが発生しました。しばらくしてからもう一度お試しください',
    maintenance: 'メンテナンス中',
    remote_portal: 'リモートポータルを利用できません。しばらくしてからもう一度お試しください',
    not_implemented: 'ポータルのこの部分はまだ利用できません。',
  },
};

const app = { ...core, ...affiliates, ...portals, ...shell, ...pages, ...brand, ...money, ...payments, ...reporting, ...imports, ...users, ...companies, ...system, ...support, ...announcements, ...timeline, ...compliance, ...crypto, ...whiteLabel, ...products, ...signins, ...psp, ...settings, ...express, ...approvals, ...secondFactors, ...connect, ...schedules, ...templates };

const ja = { ra, app, resources, server: serverMessages('ja', serverText, serverFields, serverWords) } satisfies TranslationMessages;

export default ja;

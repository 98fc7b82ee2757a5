import type { Strings } from '../../strings';
import type en from './en';

export default {
  crypto: {
    read_only: '閲覧専用ユーザーはこのページを表示できます。暗号資産の購入・売却・出金・入金はマネージャーのみが行えます。',
    no_accounts: 'ここで使用できる口座がありません。',
    networks: { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'Tron' },
    fields: {
      buy_from: '支払口座', buy_to: '暗号資産の受取口座', sell_from: '売却元口座', sell_to: '代金の受取口座',
      amount_paid: '支払額', amount_received: '受取額', network: 'ネットワーク', withdraw_from: '出金元口座',
      wallet_id: 'ウォレット', amount: '金額', is_crypto_auto_sell: '着金時に自動で売却する',
      receive_crypto: '暗号資産口座', receive_fiat: '売却代金の受取口座', fiat_amount: '見積売却額',
    },
    submit: { buy: '購入', sell: '売却', withdraw: '出金', receive: '入金アドレスを取得' },
    wallets: {
      title: '保存済みウォレット', search: '名前またはアドレスで検索', name: '名前', currency: '通貨', network: 'ネットワーク', address: 'アドレス',
      any: 'すべて', created_at: '保存日', actions: '操作',
      use: '使用', empty: '保存済みのウォレットはありません。', none_for_account: 'この通貨とネットワークの保存済みウォレットがありません。下で追加してください。',
      add: 'ウォレットを追加', created: 'ウォレット %{name} を作成しました', removed: 'ウォレットを削除しました',
      delete: '削除', delete_named: 'ウォレット %{name} を削除', delete_title: 'ウォレットの削除',
      delete_confirm: 'このウォレットを削除してもよろしいですか？', yes: 'はい', no: 'いいえ',
    },
    deposit: {
      title: '入金アドレス',
      send: '%{network} ネットワークで %{amount} %{currency} をこのアドレスに送金してください。',
      address: 'アドレス', uri: '支払いURI', copy: 'コピー', copy_named: '%{name} をコピー', copied: 'クリップボードにコピーしました',
      copy_failed: 'コピーできませんでした。テキストを選択してコピーしてください。', qr: '支払いURIのQRコード',
      announce: '送金しました', again: '新しい入金',
      auto_sell_note: '見積額は現在のレートで計算しています。ネットワークで入金が確認されると、その時点のレートで売却され、両替手数料は入金額から差し引かれます。',
    },
  },
} satisfies Strings<typeof en>;

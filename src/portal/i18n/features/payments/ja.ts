import type { Strings } from '../../strings';
import type en from './en';

export default {
  payments: {
    fields: {
      bank_account_id: '出金口座', to_account_id: '入金口座', amount: '金額', crypto_amount: '受取額',
      customer_ref_message: '参照メッセージ', selected_agent_id: '受取人', portal_service: 'ポータルサービス',
      portal_destination_account_id: 'ポータル口座', customer_iban: 'IBANまたは口座番号', transfer_service: '送金サービス',
      customer_account: '口座番号', customer_sort_code: 'ソートコード', customer_legal_type: '法的区分',
      customer_first_name: '名', customer_last_name: '姓', customer_name: '会社名', customer_street: '番地・通り',
      customer_building_number: '建物番号', customer_post_code: '郵便番号', customer_city: '市区町村', customer_country: '国',
      bank_swift: 'SWIFT / BIC', bank_name: '銀行名', bank_address: '銀行の住所', bank_city: '銀行の所在都市', bank_country: '銀行の所在国',
      has_intermediary_bank: '中継銀行', intermediary_bank_swift: '中継銀行のSWIFT / BIC', intermediary_bank_name: '中継銀行名',
      intermediary_bank_address: '中継銀行の住所', intermediary_bank_city: '中継銀行の所在都市',
      intermediary_bank_country: '中継銀行の所在国', intermediary_bank_iban: '中継銀行のIBAN',
      free_market_sector_id: 'セクター', free_market_industry_id: '業種', free_market_payment_purpose_id: '支払目的', bcb_purpose_code: 'BCB目的コード',
    },
    services: {
      sepa: 'SEPA（EU・EEA）', fps_chaps: 'GBP – FPS/CHAPS（英国）', swift: 'SWIFT（その他の国）', israel: 'イスラエル（国内送金）', portal: 'ポータル',
    },
    legal_types: { company: '法人', individual: '個人' },
    sections: { payee: '受取人', bank: '受取人の銀行', intermediary: '中継銀行' },
    total: {
      title: '合計', amount: '金額', fee: '手数料', exchange_fee: '両替手数料', total: '合計額', available: '利用可能残高',
      next_available: '支払後の利用可能残高', missing: '口座、金額、送金先を入力すると合計が表示されます。',
      not_enough: '利用可能残高がこの支払額に足りません。',
    },
    rate: '1 %{sell} = %{rate} %{buy}（%{seconds} 秒後に更新）',
    no_rate: 'これらの口座の為替レートはありません。',
    none: '—',
    no_accounts: 'この支払に使用できる口座がありません。',
    no_accounts_why: { transfer: '振替は同じ通貨のご自身の口座2つの間で資金を移動しますが、それができる口座の組み合わせがありません。必要な通貨で2つ目の口座を開設するか、通貨間の移動には両替をご利用ください。', exchange: '両替は異なる通貨のご自身の口座2つの間で資金を移動しますが、それができる口座の組み合わせがありません。別の通貨の口座を開設してください。', convert: '通貨換算には換算元と換算先の口座が必要です。必要な口座を開設してください。' },
    to_accounts: '口座一覧へ',
    amount_format: '%{example} のように金額を入力してください。',
    no_beneficiary: '新しい受取人',
    submit: '支払を送信',
    created: '支払 %{reference} を作成しました：%{status}。',
    new_payment: '新しい支払い',
    view_transaction: '取引を表示',
  },
} satisfies Strings<typeof en>;

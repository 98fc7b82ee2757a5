import type { ReaderTexts } from './types';

const ja: ReaderTexts = {
  columns: {
    date: '日付', id: 'ID', type: '種類', bank_account: '口座', from_account: '出金口座', to_account: '入金口座', remitter: '送金人',
    beneficiary: '受取人', status: 'ステータス', amount: '金額', fee: '手数料', currency: '通貨', balance: '残高', reference: '参照番号',
    fee_description: '手数料の種類', ref_message: '摘要',
  },
  dated: '日付（%{zone}）',
  types: {
    withdrawal: '出金', crypto: '暗号資産', import: 'インポート', transfer: '振替', exchange: '両替', convert: '通貨換算', card: 'カード',
    buy_crypto: '暗号資産購入', withdraw_crypto: '暗号資産出金', receive_crypto: '暗号資産受取', deposit: '入金',
  },
  statuses: { pending: '保留中', admin_action_require: '承認待ち', approved: '完了', denied: '拒否', rejected: '却下', failed: '失敗', awaiting_approval: '社内承認待ち' },
  fees: { transfer: '送金手数料', exchange: '両替手数料', by_amount: '金額に応じて' },
  statement: {
    title: '取引明細書', account: '口座', period: '期間', all_time: '全期間', opening: '期首残高', closing: '期末残高',
    created: '作成日 %{date}', page: '%{page} / %{pages} ページ', none: 'この期間の取引はありません。', counterparty: '取引相手',
  },
};

export default ja;

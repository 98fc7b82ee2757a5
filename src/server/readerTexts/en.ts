import type { ReaderTexts } from './types';

const en: ReaderTexts = {
  columns: {
    date: 'Date', id: 'ID', type: 'Type', bank_account: 'Bank account', from_account: 'From account', to_account: 'To account', remitter: 'Remitter',
    beneficiary: 'Beneficiary', status: 'Status', amount: 'Amount', fee: 'Fee', currency: 'Currency', balance: 'Balance', reference: 'Reference',
    fee_description: 'Fee description', ref_message: 'Reference message',
  },
  dated: 'Date (%{zone})',
  types: {
    withdrawal: 'Withdrawal', crypto: 'Crypto', import: 'Import', transfer: 'Transfer', exchange: 'Exchange', convert: 'Convert', card: 'Card',
    buy_crypto: 'Crypto purchase', withdraw_crypto: 'Crypto withdrawal', receive_crypto: 'Crypto receipt', deposit: 'Deposit',
  },
  statuses: { pending: 'Pending', admin_action_require: 'Awaiting Approval', approved: 'Completed', denied: 'Denied', rejected: 'Rejected', failed: 'Failed', awaiting_approval: 'Awaiting company approval' },
  fees: { transfer: 'Transfer fee', exchange: 'Exchange fee', by_amount: 'by amount' },
  statement: {
    title: 'Account statement', account: 'Account', period: 'Period', all_time: 'All time', opening: 'Opening balance', closing: 'Closing balance',
    created: 'Created %{date}', page: 'Page %{page} of %{pages}', none: 'No transactions in this period.', counterparty: 'Counterparty',
  },
};

export default en;

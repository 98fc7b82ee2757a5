/** Messages of the crypto pages (buy, sell, withdraw, receive, wallets) in English. */
export default {
  crypto: {
    read_only: 'Read-only users can view this page; only managers can buy, sell, withdraw or receive crypto.',
    no_accounts: 'No account of yours can be used here.',
    networks: { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'Tron' },
    fields: {
      buy_from: 'Pay from', buy_to: 'Receive crypto into', sell_from: 'Sell from', sell_to: 'Receive money into',
      amount_paid: 'You pay', amount_received: 'You receive', network: 'Network', withdraw_from: 'From account',
      wallet_id: 'Wallet', amount: 'Amount', is_crypto_auto_sell: 'Sell automatically on arrival',
      receive_crypto: 'Crypto account', receive_fiat: 'Account for the proceeds', fiat_amount: 'Estimated proceeds',
    },
    submit: { buy: 'Buy', sell: 'Sell', withdraw: 'Withdraw', receive: 'Get deposit address' },
    wallets: {
      title: 'Saved wallets', search: 'Search by name or address', name: 'Name', currency: 'Currency', network: 'Network', address: 'Address',
      any: 'Any', created_at: 'Saved', actions: 'Actions',
      use: 'Use', empty: 'No saved wallets.', none_for_account: 'No saved wallet for this currency and network: add one below.',
      add: 'Add wallet', created: 'Wallet %{name} created successfully', removed: 'Wallet removed successfully',
      delete: 'Delete', delete_named: 'Delete wallet %{name}', delete_title: 'Delete wallet',
      delete_confirm: 'Are you sure you want to delete this wallet?', yes: 'Yes', no: 'No',
    },
    deposit: {
      title: 'Deposit address',
      send: 'Send %{amount} %{currency} on the %{network} network to this address.',
      address: 'Address', uri: 'Payment URI', copy: 'Copy', copy_named: 'Copy %{name}', copied: 'Copied to the clipboard',
      copy_failed: 'Could not copy: select the text and copy it yourself.', qr: 'QR code of the payment URI',
      announce: 'I have sent it', again: 'New deposit',
      auto_sell_note: 'The estimate uses the current rate. Once the network confirms the deposit, it is sold at the rate of that moment; the exchange fee comes out of the deposit.',
    },
  },
};

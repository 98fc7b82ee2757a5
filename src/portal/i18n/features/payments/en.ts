/** Messages of the payment forms (withdrawal, transfer, exchange, convert) in English. */
export default {
  payments: {
    fields: {
      bank_account_id: 'From account', to_account_id: 'To account', amount: 'Amount', crypto_amount: 'You receive',
      customer_ref_message: 'Reference message', selected_agent_id: 'Beneficiary', portal_service: 'Portal service',
      portal_destination_account_id: 'Portal account', customer_iban: 'IBAN or account number', transfer_service: 'Transfer service',
      customer_account: 'Account number', customer_sort_code: 'Sort code', customer_legal_type: 'Legal type',
      customer_first_name: 'First name', customer_last_name: 'Last name', customer_name: 'Company name', customer_street: 'Street',
      customer_building_number: 'Building number', customer_post_code: 'Post code', customer_city: 'City', customer_country: 'Country',
      bank_swift: 'SWIFT / BIC', bank_name: 'Bank name', bank_address: 'Bank address', bank_city: 'Bank city', bank_country: 'Bank country',
      has_intermediary_bank: 'Intermediary bank', intermediary_bank_swift: 'Intermediary SWIFT / BIC', intermediary_bank_name: 'Intermediary bank name',
      intermediary_bank_address: 'Intermediary bank address', intermediary_bank_city: 'Intermediary bank city',
      intermediary_bank_country: 'Intermediary bank country', intermediary_bank_iban: 'Intermediary bank IBAN',
      free_market_sector_id: 'Sector', free_market_industry_id: 'Industry', free_market_payment_purpose_id: 'Payment purpose', bcb_purpose_code: 'BCB purpose code',
    },
    services: {
      sepa: 'Sepa (EU , EEA)', fps_chaps: 'GBP - FPS/CHAPS (UK)', swift: 'Swift (rest of the world)', israel: 'Israel (Local Payments)', portal: 'Portal',
    },
    legal_types: { company: 'Company', individual: 'Individual' },
    sections: { payee: 'Beneficiary', bank: 'Beneficiary bank', intermediary: 'Intermediary bank' },
    total: {
      title: 'Grand total', amount: 'Amount', fee: 'Fee', exchange_fee: 'Exchange fee', total: 'Total', available: 'Available balance',
      next_available: 'Available after payment', missing: 'Fill in the account, the amount and the destination to see the total.',
      not_enough: 'The available balance does not cover this payment.',
    },
    rate: '1 %{sell} = %{rate} %{buy} (refresh in %{seconds} s)',
    no_rate: 'No exchange rate for these accounts.',
    none: '—',
    no_accounts: 'No account of yours can be used for this payment.',
    amount_format: 'Enter an amount such as %{example}.',
    no_beneficiary: 'New beneficiary',
    submit: 'Send payment',
    created: 'Payment %{reference} created: %{status}.',
    new_payment: 'New payment',
    view_transaction: 'View the transaction',
  },
};

/** Express data entry (document 1 section 2.5) and printing (document 2 section 8) in English. */
export default {
  express: {
    open: 'Express data entry',
    title: 'Express data entry',
    intro: 'Paste the payment details as they came in an invoice or an e-mail, or the text of a SEPA QR code (it starts with BCD).',
    text: 'Payment details',
    submit: 'Express data submit',
    close: 'Close',
    nothing: 'Nothing recognisable was found in this text. The form was not changed.',
    filled: 'The form was filled with what was recognised. Nothing was sent: check the form before you submit it.',
    epc: 'Read as a SEPA QR code.',
    recognised: 'Recognised',
    not_recognised: 'Not recognised',
    keys: {
      iban: 'IBAN', bic: 'BIC / SWIFT', name: 'Beneficiary name', street: 'Street', building_number: 'Building number', post_code: 'Post code', city: 'City',
      country: 'Country', amount: 'Amount', currency: 'Currency', reference: 'Reference', account_number: 'Account number', sort_code: 'Sort code', bank_name: 'Bank name',
    },
    outcomes: {
      filled: 'filled in',
      from_iban: 'taken from the IBAN',
      beneficiary: 'the saved beneficiary %{name} was chosen',
      from_beneficiary: 'from the saved beneficiary',
      locked: 'not changed: set by the portal payment',
      account_chosen: 'an account in %{currency} was chosen to pay from',
      no_account: 'not used: you have no account in %{currency}',
      unknown_country: 'not used: not a country of the list',
      iban_used: 'not used: the IBAN is used',
      not_on_form: 'not used on this form',
    },
    notes: {
      bad_iban: 'IBAN %{value}: wrong check digits or length, not used',
      bad_bic: 'BIC / SWIFT %{value}: not a valid BIC, not used',
      extra_iban: 'Another IBAN, not used: %{value}',
    },
  },
  print: {
    button: 'Print',
    not_found: 'Element to print #%{id} not found!',
  },
};

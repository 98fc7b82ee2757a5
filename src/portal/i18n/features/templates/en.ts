/** Messages of the payment templates (issue 40) in English. */
export default {
  templates: {
    title: 'Payment templates',
    edit_title: 'Payment template',
    empty: 'No payment template yet: save one from a payment form or a sent payment.',
    save_as: 'Save as template',
    save_title: 'Save as a payment template',
    save: 'Save',
    name: 'Template name',
    name_help: 'A name the company’s managers will recognise, e.g. “Office rent”.',
    with_amount: 'Keep the amount',
    saved: 'Template “%{name}” saved.',
    updated: 'Template “%{name}” changed.',
    deleted: 'Template “%{name}” deleted.',
    delete: 'Delete',
    delete_named: 'Delete the template %{name}',
    delete_title: 'Delete the payment template',
    delete_confirm: 'Delete the template “%{name}”? Payments already made from it stay as they are.',
    start: 'Start payment',
    start_named: 'Start payment: %{name}',
    no_amount: 'Typed each time (%{currency})',
    amount_help: 'Leave it empty to type the amount each time.',
    back: 'Back to the templates',
    not_found: 'This payment template does not exist.',
    pays: 'What the template pays',
    kinds: {
      withdrawal: 'Withdrawal (IBAN)',
      transfer: 'Transfer',
      exchange: 'Exchange',
      convert: 'Convert',
    },
  },
};

/** The fields of the payment-templates resource. */
export const templateFields = {
  name: 'Name',
  kind: 'Payment',
  beneficiary: 'Payee',
  amount: 'Amount',
  currency: 'Currency',
  reference: 'Reference',
  actions: 'Actions',
};

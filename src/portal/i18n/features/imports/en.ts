/** Messages of the bulk import pages in English. */
export default {
  imports: {
    form: {
      bank_account: 'Bank account',
      upload_label: 'Upload you file here. (Only xlsx files are allowed)',
      choose_file: 'Choose xlsx file',
      template: 'Download the template',
      preview: 'Submit',
      create: 'Create import',
      transactions: 'Transactions',
      total_amount: 'Total Amount',
      total_amount_with_fee: 'Total Amount With Fee',
      failed_rows: '%{count} rows with errors will not be imported',
      payees: '%{count} payees',
      truncated: 'Only the first 1,000 rows are shown; the whole file is checked.',
      unreadable: 'The file could not be shown. It can still be checked by the server.',
    },
    messages: {
      created: 'Processing will begin shortly',
      done_title: 'Import job #%{id} finished successfully!',
      done_text: 'The results are on the pending transactions page.',
      pending_link: 'Pending transactions',
      errors_title: 'Import job #%{id} finished with errors',
      errors_text: 'The rows with errors were not imported. The errors file has been downloaded.',
      failed_title: 'Import job #%{id} failed',
      failed_text: 'Please contact support.',
    },
    statuses: { QUEUE: 'Queued', PROCESSING: 'Processing', DONE: 'Done', ERROR: 'Error' },
    columns: {
      id: 'ID', file_name: 'File', bank_account: 'Bank account', user: 'User', status: 'Status',
      success: 'Imported (count · amount)', failed: 'Failed (count · amount)', created_at: 'Created', actions: 'Actions',
    },
    empty: 'No imports yet.',
    download_errors: 'Download Errors',
    download_original: 'Original file',
    export: { currency: 'Currency', success_count: 'Imported rows', success_amount: 'Imported amount', success_amount_with_fee: 'Imported amount with fees', failed_count: 'Failed rows', failed_amount: 'Failed amount' },
  },
};

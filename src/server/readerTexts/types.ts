import type { TransactionStatus, TransactionType } from '../../contract/enums';

/**
 * The words of a report file in one language (issue 43): a file is read outside the portal, so the
 * server writes it in its reader's language. Type and status names are the portal's own
 * (src/portal/i18n/features/money; a unit test keeps them equal).
 */
export type ReaderTexts = {
  columns: {
    date: string; id: string; type: string; bank_account: string; from_account: string; to_account: string; remitter: string; beneficiary: string;
    status: string; amount: string; fee: string; currency: string; balance: string; reference: string; fee_description: string; ref_message: string;
  };
  /** A date column's header with the time zone of its times: "Date (Europe/Berlin)". */
  dated: string;
  types: Record<TransactionType, string>;
  statuses: Record<TransactionStatus, string>;
  /** The fee descriptions the server writes ("Transfer fee", "Exchange fee: 0.5 %", "… by amount"). */
  fees: { transfer: string; exchange: string; by_amount: string };
  /** The PDF statement. */
  statement: {
    title: string;
    account: string;
    period: string;
    all_time: string;
    opening: string;
    closing: string;
    created: string;
    page: string;
    none: string;
    counterparty: string;
  };
};

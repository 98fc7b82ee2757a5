import type { PaymentApproval } from '../approvals';
import type { z } from 'zod';
import type {
  beneficiaryBody,
  cardBody,
  convertBody,
  cryptoExchangeBody,
  cryptoKindBody,
  cryptoReceiveBody,
  cryptoWithdrawBody,
  grandTotalBody,
  importBody,
  transferBody,
  walletCreateBody,
  withdrawalBody,
  WithdrawalPayeeField,
} from '../calls/forms';
import type { approvedTransactionsReportBody, productBody, ticketCreateBody, whiteLabelBody } from '../calls/payloads';
import type { SourceOfFundsId } from '../constants';
import type { Currency, PortalServiceProvider, TransactionStatus, TransactionType, TransferService, TransmissionProtocol } from '../enums';
import type { BankAccountRef, CurrencyUnit } from './accounts';
import type { DateTime, Decimal } from './scalars';
import type { UserRef } from './users';

// ---------------------------------------------------------------- transactions

export type Transaction = {
  id: number;
  /** Record name used in messages ("Transaction {record name} updated successfully!"). */
  name: string;
  type_id: TransactionType;
  status: TransactionStatus;
  readable_status: string;
  /** Why a payment was refused (denied, rejected, failed) or how it was decided; the server's words. */
  status_reason?: string | null;
  bank_account_id: number;
  from_account_id: number | null;
  to_account_id: number | null;
  /** Pending lists show the accounts themselves. */
  bank_account?: BankAccountRef | null;
  from_account?: BankAccountRef | null;
  to_account?: BankAccountRef | null;
  company_id: number;
  currency: Currency;
  remitter_name: string | null;
  beneficiary_name: string | null;
  amount: Decimal;
  fee_amount: Decimal;
  /** Balance of the account after the transaction (approved transactions). */
  balance: Decimal | null;
  source_reference: string | null;
  fee_description: string | null;
  /** Id of the transaction this fee belongs to (fee lines). */
  fee_related_transaction: number | null;
  ref_message: string | null;
  transmission_protocol_id: TransmissionProtocol | null;
  transfer_service: TransferService | null;
  /** Source of funds (1 Business, 2 Customer), when set. */
  source_id: SourceOfFundsId | null;
  /** Admin lists: the portal service of an external payment. */
  external_service_type_id?: PortalServiceProvider | null;
  /** Date of the ledger entry (approved lists). */
  log_created_at: DateTime | null;
  created_at: DateTime;
  updated_at?: DateTime;
  /** A withdrawal's payee and routing as sent: on the manager's transaction detail (for repeat) and on every admin answer. */
  payee?: WithdrawalPayee | null;
  /** The admin's answer (issue 40): the company's own approval of the payment, with its rule and approvers, or null when no rule held it. */
  company_approval?: PaymentApproval | null;
};

/** The payee and routing values of a sent withdrawal (the fields of WITHDRAWAL_PAYEE_FIELDS it had). */
export type WithdrawalPayee = Partial<Pick<z.output<typeof withdrawalBody>, WithdrawalPayeeField>>;

export type TransactionHistoryEntry = { id: number; status: TransactionStatus; readable_status: string; user: UserRef | null; comment: string | null; created_at: DateTime };

export type TransactionsMetadata = { total: number; amount_by_currency: Partial<Record<Currency, Decimal>>; fee_by_currency: Partial<Record<Currency, Decimal>> };

export type GrandTotal = {
  transaction_amount: Decimal;
  fee_amount: Decimal;
  exchange_fee_amount: Decimal;
  total_amount: Decimal;
  available_balance: Decimal;
  next_available_balance: Decimal;
  is_enough_balance: boolean;
  currency_unit: CurrencyUnit;
};

/** Payload types of the forms (z.input of the call table's schemas). */
export type WithdrawalForm = z.input<typeof withdrawalBody>;
export type TransferForm = z.input<typeof transferBody>;
/** Exchange uses the transfer form between accounts of different currencies. */
export type ExchangeForm = TransferForm;
export type ConvertForm = z.input<typeof convertBody>;
export type CardForm = z.input<typeof cardBody>;
export type CryptoKindForm = z.input<typeof cryptoKindBody>;
export type CryptoBuyForm = z.input<typeof cryptoExchangeBody>;
export type CryptoSellForm = z.input<typeof cryptoExchangeBody>;
export type CryptoReceiveForm = z.input<typeof cryptoReceiveBody>;
export type CryptoWithdrawalForm = z.input<typeof cryptoWithdrawBody>;
export type GrandTotalRequest = z.input<typeof grandTotalBody>;
export type WalletCreateForm = z.input<typeof walletCreateBody>;
export type BeneficiaryForm = z.input<typeof beneficiaryBody>;
/** Import form: the multipart fields plus the xlsx file. */
export type ImportForm = z.input<typeof importBody> & { file: Blob };
export type ApprovedTransactionsReportForm = z.input<typeof approvedTransactionsReportBody>;
export type TicketForm = z.input<typeof ticketCreateBody> & { attachments?: Blob[] };
export type WhiteLabelForm = z.input<typeof whiteLabelBody>;
export type ProductForm = z.input<typeof productBody>;

export type Beneficiary = {
  id: number;
  iban: string | null;
  legal_type: 'company' | 'individual';
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  country: string;
  city: string | null;
  street: string | null;
  building_number: string | null;
  building_name: string | null;
  zip_code: string | null;
  sort_code: string | null;
  free_market_sector_id: number | null;
  free_market_industry_id: number | null;
  bank_account: string | null;
  bank_swift: string | null;
  bank_name: string | null;
  bank_country: string | null;
  bank_city: string | null;
  bank_address: string | null;
  created_at: DateTime;
};

/** A transaction agent as administrators see it (a/transaction-agents): any company's, with the bank's blacklist state. */
export type AdminAgent = Beneficiary & {
  company_id: number;
  blacklisted: boolean;
  blacklisted_at: DateTime | null;
  blacklisted_by: number | null;
  blacklist_reason: string | null;
};

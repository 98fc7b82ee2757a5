import type {
  BankAccountPaymentService,
  CryptoCurrency,
  CryptoNetwork,
  Currency,
  CurrencyKind,
  FeeMode,
  FeeType,
  TransferMapKind,
  TransmissionProtocol,
} from '../enums';
import type { DateTime, Decimal } from './scalars';

// ---------------------------------------------------------------- accounts

/** value: the currency code; sub_unit: decimals of the currency (2 for fiat, up to 8 for crypto). */
export type CurrencyUnit = { value: Currency; sub_unit: number; currency_type: CurrencyKind };

export type PspPortalAccount = { account_type: string; account_fields: { active: boolean } };
export type TemporaryIban = { iban: string; expires_at: DateTime | null };

export type BankAccount = {
  id: number;
  company_id: number;
  name: string;
  currency: Currency;
  currency_unit: CurrencyUnit;
  iban: string | null;
  account_number: string | null;
  bank_swift?: string | null;
  payment_service: BankAccountPaymentService | null;
  balance: Decimal;
  available_balance: Decimal;
  transmission_protocols_disabled: TransmissionProtocol[];
  /** The default account. */
  selected: boolean;
  temporary_ibans: TemporaryIban[];
  portal_service_active: boolean;
  psp_portal_accounts: PspPortalAccount[];
  created_at: DateTime;
};

export type BankAccountRef = { id: number; name: string; currency: Currency; iban: string | null };

/** Per operation kind, the allowed destination account ids of each source account id (keys are ids as strings). */
export type TransferMap = Record<TransferMapKind, Record<string, number[]>>;

export type Wallet = { id: number; name: string; currency: CryptoCurrency; network: CryptoNetwork; wallet: string; created_at: DateTime };

/** Wallet obtained for a crypto receive: the payment URI is `{scheme}:{address}?amount={amount}`. */
export type DepositWallet = {
  address: string;
  currency: CryptoCurrency;
  network: CryptoNetwork;
  amount: Decimal;
  payment_uri: string;
  expires_at: DateTime | null;
};

/** sell and buy are currency codes; rate: how much buy one unit of sell gives. */
/**
 * A rate as offered. To a manager it is a quote (issue 38): `quote_id` names it, and an exchange that
 * carries it is executed at exactly this rate until `expires_at`.
 */
export type ExchangeRate = { rate: Decimal; sell: Currency; buy: Currency; updated_at?: DateTime; expires_at?: DateTime; quote_id?: string };

/** Client-side state of one sell/buy pair of the rates store. */
export type RatesPairState = {
  rate: ExchangeRate | null;
  timer: number;
  interval: ReturnType<typeof setInterval> | null;
  timerValue: number;
  loading: boolean;
  exchange: ExchangeRate | null;
  pausedUntil?: number | null;
};

export type Fee = { id: number; type: FeeType; mode: FeeMode; currency: Currency; amount: Decimal; percent: Decimal; min: Decimal | null; max: Decimal | null };

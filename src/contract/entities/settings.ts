import type {
  ChartGranularity,
  Currency,
  PeriodPreset,
  SettingsKey,
  SettingsValues,
  SystemSubpage,
  WhiteLabelDocumentType,
  WhiteLabelImageColumn,
} from '../enums';
import type { WhiteLabelRecord } from '../whiteLabelRecord';
import type { BankAccountRef } from './accounts';
import type { DateTime, Decimal } from './scalars';

// ---------------------------------------------------------------- white label, settings, statistics

export type WhiteLabel = {
  name: string;
  background_url: string | null;
  primary_color: string;
  secondary_color: string;
  favicon_url: string | null;
  logo_url: string | null;
  dark_logo_url: string | null;
  support_email: string;
  /** When the branding was cached (the portal refreshes it after the cache lifetime). */
  cache_set_at: DateTime | null;
};

/**
 * The white-label settings answers (manager and admin): the record, whether a company reads the platform
 * defaults because it has not saved its own (inherited), and whether the theme is out of the caller's
 * hands (a manager never picks one; an admin cannot when KONTOR_THEME pins it).
 */
export type WhiteLabelSettings = WhiteLabelRecord & { inherited: boolean; theme_locked: boolean };
/** An uploaded white-label image: the address to save in the column. */
export type WhiteLabelImageUpload = { column: WhiteLabelImageColumn; url: string };

/**
 * One document type of a white label. A company that has not saved its own version of a type reads the
 * platform default's (inherited: true); id is null until the type was saved, updated_at until anything was.
 */
export type WhiteLabelDocument = {
  id: number | null;
  document_type: WhiteLabelDocumentType;
  header_text: string | null;
  footer_text: string | null;
  header_image_url: string | null;
  footer_image_url: string | null;
  signature_image_url: string | null;
  stamp_image_url: string | null;
  enabled: boolean;
  updated_at: DateTime | null;
  inherited: boolean;
};

export type Setting<K extends SettingsKey = SettingsKey> = { key: K; value: SettingsValues[K] };
/** The settings call answer: flattened by key, missing keys empty (EMPTY_SETTINGS). */
export type SettingsMap = SettingsValues;
/** A typed settings upsert. */
export type SettingsUpsert = { [K in SettingsKey]: { key: K; value: SettingsValues[K] } }[SettingsKey];

export type StatCounts = { all: number; waiting: number; approved: number; denied: number };
export type PeriodStats = Record<PeriodPreset, StatCounts>;
export type CompanyStatistics = { transactions: PeriodStats; compliances: PeriodStats };

/** total and recent are counts; deposit, withdraw and fee are amounts in the default fiat currency (EUR). */
export type AdminTransactionStatistics = { total: number; recent: number; deposit: Decimal; withdraw: Decimal; fee: Decimal };
export type AdminUserStatistics = { total: number; new: number; active: number };

export type VolumePoint = { date: string; amount: Decimal; count: number };
/** One currency's completed volume over the period, with its exact totals. */
export type VolumeSeries = { currency: string; total_amount: string; total_count: number; points: VolumePoint[] };
/** The main currency's series (the default account's), and every currency's. */
export type TransactionVolume = { granularity: ChartGranularity; currency: Currency; points: VolumePoint[]; currencies: VolumeSeries[] };
export type AccountsTransactionVolume = { granularity: ChartGranularity; accounts: { bank_account: BankAccountRef; total_amount: string; total_count: number; points: VolumePoint[] }[] };

export type SystemOverview = {
  cpu: { load_averages: [number, number, number]; cores: number; dateTime: DateTime };
  hdd: { total: number; free: number; dateTime: DateTime };
  queues: { name: string; size: number; dateTime: DateTime }[];
};
/**
 * Values of one system subpage over time. `broker` names the job broker on the rabbitmq subpage
 * ('built-in': the reference server's own jobs table stands in for RabbitMQ).
 */
export type SystemSubpageData = { subpage: SystemSubpage; broker?: string; points: ({ dateTime: DateTime } & Record<string, number | string>)[] };

/**
 * Business constants of document 2, section 9, and the timers of document 1, sections 4 and 9.
 * Durations carry their unit in the name (_MS milliseconds, _SECONDS seconds).
 */

// ---------------------------------------------------------------- page sizes

/** Default page size of tables and of the bank account list. */
export const PAGE_SIZE = 100;
/** Notifications list default page size. */
export const NOTIFICATIONS_PAGE_SIZE = 100;
/** Notifications shown in the top bar. */
export const NOTIFICATIONS_TOP_BAR = 5;
/** Auth checkpoints (admin) default page size. */
export const AUTH_CHECKPOINTS_PAGE_SIZE = 50;
/** Recent users shown on the admin dashboard. */
export const RECENT_USERS = 10;
/** Default per_page of a user's table preferences (document 1, section 3). */
export const TABLE_PREFERENCES_PER_PAGE = PAGE_SIZE;

// ---------------------------------------------------------------- release

/** On admin and manager pages a stored release id different from this one logs the user out silently. */
export const RELEASE_ID = '20250911095302';

// ---------------------------------------------------------------- exchange rates

/** Rates refresh tick. */
export const RATES_TICK_MS = 1000;
/** Timer value the rates countdown resets to after each successful load (ticks). */
export const RATES_TIMER_VALUE = 10;
/** Rate updates pause this long after a form submit, then resume. */
export const RATES_PAUSE_AFTER_SUBMIT_MS = 30_000;

// ---------------------------------------------------------------- payment forms

/**
 * Default amounts, as decimal strings (money never travels as a float).
 * Payment forms 100; crypto receive and withdrawal 0.001; convert 1.
 */
export const DEFAULT_PAYMENT_AMOUNT = '100';
export const DEFAULT_CRYPTO_RECEIVE_AMOUNT = '0.001';
export const DEFAULT_CRYPTO_WITHDRAW_AMOUNT = '0.001';
export const DEFAULT_CONVERT_AMOUNT = '1';
export const DEFAULT_AMOUNTS = {
  payment: DEFAULT_PAYMENT_AMOUNT,
  cryptoReceive: DEFAULT_CRYPTO_RECEIVE_AMOUNT,
  cryptoWithdraw: DEFAULT_CRYPTO_WITHDRAW_AMOUNT,
  convert: DEFAULT_CONVERT_AMOUNT,
} as const;

/** Crypto amounts show up to 8 decimals, capped by the currency sub-unit. */
export const CRYPTO_MAX_DECIMALS = 8;
/** Sub-unit (decimals) used for rounding when a currency gives none. */
export const DEFAULT_SUB_UNIT = 2;

/** Other form defaults of document 1, section 3. */
export const FORM_DEFAULTS = {
  /** Withdrawal: transmission protocol. */
  withdrawalTransmissionProtocol: 'SEPA',
  /** Transfer and exchange: transmission protocol. */
  transferTransmissionProtocol: 'INTERNAL',
  /** Convert: transmission protocol. */
  convertTransmissionProtocol: 'CRYPTO_EXCHANGE',
  /** Withdrawal: beneficiary legal type (also after deselecting a beneficiary). */
  customerLegalType: 'company',
  /** Crypto receive: sell the received crypto automatically. */
  isCryptoAutoSell: true,
  /** Form action mode when the act query value is absent. */
  action: 'create',
} as const;

/** Before-change listener priorities, run in this order (document 1, section 4). */
export const BEFORE_CHANGE_PRIORITIES = [0, 5, 10, 15, 20] as const;

// ---------------------------------------------------------------- two-factor and passwords

/** Two-factor code length (digits). */
export const OTP_CODE_LENGTH = 6;
/** Focus moves to the first code input after this delay. */
export const OTP_FOCUS_DELAY_MS = 1000;
/**
 * Password strength meter minimum length. Same value as PASSWORD_MIN_LENGTH of schemas.ts
 * (the server-side rule); a unit test keeps them equal.
 */
export const PASSWORD_METER_MIN_LENGTH = 8;
/** Strength meter checks on by default (document 1, section 5). */
export const PASSWORD_METER_CHECKS = { digit: true, special: true, upperCase: false, lowerCase: false } as const;

// ---------------------------------------------------------------- session

/** The session reminder asks to stay logged in when this many seconds or fewer remain. */
export const SESSION_REMINDER_SECONDS = 120;
/** The session reminder checks this often. */
export const SESSION_CHECK_INTERVAL_MS = 5000;
/** The token is refreshed on navigation when fewer than this many seconds remain (10 minutes). */
export const SESSION_REFRESH_THRESHOLD_SECONDS = 600;

// ---------------------------------------------------------------- popups, toasts, polling

/** Import done popup timer. */
export const IMPORT_DONE_POPUP_MS = 3000;
/**
 * The key of an import's error list (preview or record) that says how many more failed rows are not
 * listed: its value is that sentence, not the errors of a cell or of the file.
 */
export const IMPORT_MORE_ERRORS_KEY = 'more';
/** Wallet created/removed toasts. */
export const WALLET_TOAST_MS = 3000;
/** Default toast duration. */
export const DEFAULT_TOAST_MS = 30_000;
/** Admin system overview polling (stops when the admin leaves the page). */
export const SYSTEM_POLLING_MS = 20_000;
/** A lazy-loaded page that has not loaded after this long raises a load error. */
export const LAZY_LOAD_TIMEOUT_MS = 120_000;

// ---------------------------------------------------------------- display and client

/** Mobile view: viewport width of this many pixels or less. */
export const MOBILE_MAX_WIDTH = 480;
/** Disk sizes are shown in GB of this many bytes. */
export const GB_BYTES = 1_073_741_824;
/** Length of the random browser identifier sent in the x-browser-id header. */
export const BROWSER_ID_LENGTH = 30;

// ---------------------------------------------------------------- currencies

export const DEFAULT_FIAT_CURRENCY = 'EUR';
export const DEFAULT_CRYPTO_CURRENCY = 'BTC';

// ---------------------------------------------------------------- realtime

/** Pusher-protocol websocket port. */
export const WEBSOCKET_PORT = 6001;
/** Private channel authorisation endpoint (on the websocket port's server). */
export const BROADCAST_AUTH_PATH = '/broadcasting/auth';

// ---------------------------------------------------------------- fixed path segments

/** The fixed brand-named {brand} segment of the crypto paths (document 2, section 7). */
export const BRAND_SEGMENT = 'kontor';
/** The fixed {psp} segment of the payment-service-provider integration paths. */
export const PSP_SEGMENT = 'flexpsp';

// ---------------------------------------------------------------- source of funds

/** Bulk transaction source of funds: source_id 1 Business, 2 Customer. */
export const SOURCE_OF_FUNDS_OPTIONS = { 1: 'Business', 2: 'Customer' } as const;
export type SourceOfFundsId = keyof typeof SOURCE_OF_FUNDS_OPTIONS;
export const SOURCE_OF_FUNDS_IDS = [1, 2] as const;

// ---------------------------------------------------------------- storage

/** Local storage keys (document 2, section 9 "Storage"). */
export const STORAGE_KEYS = {
  /** The access token (a "banking" key). */
  token: 'kontor_banking_token',
  /** The admin's own token kept in reserve while acting as a user. */
  adminReserveToken: 'kontor_banking_admin_token',
  /** Colour scheme (light or dark), the "colour-schema" key. */
  colorScheme: 'kontor_color_schema',
  /** Release id seen last; a different current release logs the user out. */
  releaseId: 'kontor_release_id',
  /** Random browser identifier (x-browser-id). */
  browserId: 'kontor_browser_id',
  /** Table preferences per user (columns and per_page). */
  tablePreferences: 'kontor_table_preferences',
  /** Interface language. */
  language: 'kontor_language',
  /** Manager-side white label, cached locally for an hour. */
  managerWhiteLabel: 'kontor_manager_white_label',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// ---------------------------------------------------------------- cache lifetimes

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Cache lifetimes in milliseconds (document 2, section 9 "Cache lifetimes"). */
export const CACHE_LIFETIMES = {
  cryptoWallets: MINUTE_MS,

  user: 5 * MINUTE_MS,
  alerts: 5 * MINUTE_MS,
  activityLogs: 5 * MINUTE_MS,
  accounts: 5 * MINUTE_MS,
  notifications: 5 * MINUTE_MS,
  settings: 5 * MINUTE_MS,
  whiteLabel: 5 * MINUTE_MS,
  /** The manager-side white label is also cached locally (STORAGE_KEYS.managerWhiteLabel) for 1 hour. */
  managerWhiteLabelLocal: HOUR_MS,
  transferMapPage: 5 * MINUTE_MS,

  announcements: 10 * MINUTE_MS,
  affiliates: 10 * MINUTE_MS,
  tickets: 10 * MINUTE_MS,
  statistics: 10 * MINUTE_MS,
  companies: 10 * MINUTE_MS,

  dictionaries: 30 * MINUTE_MS,
  transferMap: 30 * MINUTE_MS,
  /** The dictionary summary is requested at most this often. */
  dictionarySummary: 3 * HOUR_MS,
} as const;
export type CacheName = keyof typeof CACHE_LIFETIMES;

/**
 * Ticket attachments (project decision, docs/decisions.md "Support tickets"): at most 5 files per
 * message, 5 MiB each, PDF, PNG, JPEG or WebP. The server recognises the type from the bytes.
 */
export const TICKET_ATTACHMENTS_MAX = 5;
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_ATTACHMENT_TYPES = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type TicketAttachmentMime = keyof typeof TICKET_ATTACHMENT_TYPES;
/** How many tickets manager/tickets/latest answers (top bar and dashboard). */
export const TICKETS_LATEST_COUNT = 5;

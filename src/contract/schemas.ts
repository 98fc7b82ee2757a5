import { z } from 'zod';
import { AUTH_CHECKPOINTS_PAGE_SIZE, OTP_CODE_LENGTH, PAGE_SIZE } from './constants';
import {
  CRYPTO_CURRENCIES,
  CRYPTO_CURRENCY_NETWORKS,
  CRYPTO_NETWORKS,
  COMPANY_FEATURES,
  CURRENCIES,
  FIAT_CURRENCIES,
  SETTINGS_KEYS,
  SORT_ORDERS,
  TRANSMISSION_PROTOCOLS,
  type CryptoCurrency,
  type CryptoNetwork,
  type SettingsKey,
  type SettingsValues,
  type TransmissionProtocol,
} from './enums';

/** Building blocks for call payload schemas, shared by every group of calls. */

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idSchema });

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Server-side password rule: the same checks the portal's strength meter turns on by default. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password may not be greater than ${PASSWORD_MAX_LENGTH} characters.`)
  .regex(/\d/, 'The password must contain at least one number.')
  .regex(/[^A-Za-z0-9]/, 'The password must contain at least one symbol.');

export const otpCodeSchema = z.string().regex(/^\d{6}$/, 'The code must be exactly 6 digits.');

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZE).default(PAGE_SIZE),
});

/** A money amount on the wire: a decimal string (or number) with at most `maxDecimals` decimals, > 0. */
export const amountSchema = (maxDecimals = 8) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(/^\d{1,15}(\.\d+)?$/, 'The amount must be a positive number.')
        .refine((v) => (v.split('.')[1]?.length ?? 0) <= maxDecimals, `The amount may have at most ${maxDecimals} decimals.`)
        .refine((v) => /[1-9]/.test(v), 'The amount must be greater than zero.'),
    );

/** Booleans as they arrive from query strings and multipart forms. */
export const flagSchema = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be in YYYY-MM-DD format.');

/** A list that may arrive as `k[]=1&k[]=2`, `k=1,2` or a single value. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(',').filter(Boolean)), z.array(item).max(1000));

// ============================================================================================
// Helpers added with the call table. Everything above this line is the original building kit.
// ============================================================================================


/** idSchema with a typed input (a number, or a numeric string from a path or query); the same rules. */
export const idInput = idSchema as z.ZodType<number, string | number>;

/** A list parameter with a typed input: an array, a comma-separated string or a single value. */
export const listParam = <T extends z.ZodType>(item: T, max = 1000) =>
  z
    .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
    .transform((v) => (Array.isArray(v) ? v : String(v).split(',').map((s) => s.trim()).filter(Boolean)) as z.input<T>[])
    .pipe(z.array(item).max(max));

/** Optional form field: '' and null (an emptied input) count as absent. */
export const blankable = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v): z.output<T> | undefined => (v === '' || v === null || v === undefined ? undefined : (v as z.output<T>)));

/** Trimmed text with a maximum (and optional minimum) length. */
export const textSchema = (max: number, min = 0) => {
  const base = z.string().trim().max(max, `The field may not be greater than ${max} characters.`);
  return min > 0 ? base.min(min, min === 1 ? 'The field is required.' : `The field must be at least ${min} characters.`) : base;
};

/** Free text search of lists. */
export const searchSchema = textSchema(100);

/** Sort column name and order of lists. */
export const sortSchema = z.string().regex(/^[a-z][a-z0-9_.]{0,63}$/, 'The sort column is invalid.');
export const orderSchema = z.enum(SORT_ORDERS);

/** Page query with another default page size (e.g. auth checkpoints: 50). */
export const pageQueryWithDefault = (perPage: number) =>
  pageQuery.extend({ per_page: z.coerce.number().int().min(1).max(PAGE_SIZE).default(perPage) });
export const authCheckpointsPageQuery = pageQueryWithDefault(AUTH_CHECKPOINTS_PAGE_SIZE);

/** Crypto and fiat amounts: at most 15 integer digits (amountSchema); this one allows zero (limits, settings). */
export const decimalSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, 'The value must be a decimal number with at most 8 decimals.'));

// ---------------------------------------------------------------- banking formats

/** IBAN shape (format only; the checksum is the server's business), after removing spaces. */
export const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
/**
 * IBAN detection pattern of the withdrawal form (document 1, section 5): two letters, two digits,
 * four alphanumerics, seven digits, then up to 16 optional alphanumerics.
 */
export const IBAN_DETECT_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{4}\d{7}[A-Z0-9]{0,16}$/;
export const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
export const SORT_CODE_PATTERN = /^\d{6}$/;

/** Spaces are stripped and letters upper-cased before the check. */
export const ibanSchema = z
  .string()
  .max(64, 'The IBAN format is invalid.')
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(IBAN_PATTERN, 'The IBAN format is invalid.'));

export const bicSchema = z
  .string()
  .max(16, 'The SWIFT/BIC format is invalid.')
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(BIC_PATTERN, 'The SWIFT/BIC format is invalid.'));

/** UK sort code: 6 digits; dashes and spaces are removed first. */
export const sortCodeSchema = z
  .string()
  .max(12, 'The sort code must be 6 digits.')
  .transform((v) => v.replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(SORT_CODE_PATTERN, 'The sort code must be 6 digits.'));

/** Local account number (non-IBAN): letters and digits. */
export const accountNumberSchema = z
  .string()
  .max(64, 'The account number format is invalid.')
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,34}$/, 'The account number format is invalid.'));

/** ISO 3166-1 alpha-2 country code (format only). */
export const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'The country must be a two-letter ISO code.');

/** Payment reference / message to the beneficiary (SEPA remittance information is at most 140 characters). */
export const refMessageSchema = z
  .string()
  .trim()
  .max(140, 'The reference message may not be greater than 140 characters.')
  .regex(/^[^<>{}\\]*$/, 'The reference message contains characters that are not allowed.');

// ---------------------------------------------------------------- currencies and protocols

export const currencySchema = z.enum(CURRENCIES, { error: 'The selected currency is invalid.' });
export const fiatCurrencySchema = z.enum(FIAT_CURRENCIES, { error: 'The selected currency is invalid.' });
export const cryptoCurrencySchema = z.enum(CRYPTO_CURRENCIES, { error: 'The selected currency is invalid.' });
export const networkSchema = z.enum(CRYPTO_NETWORKS, { error: 'The selected network is invalid.' });

/** Transmission protocol by name, case-insensitive ('sepa' → 'SEPA'). */
export const transmissionProtocolSchema = z
  .string()
  .max(32)
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.enum(TRANSMISSION_PROTOCOLS, { error: 'The selected transmission protocol is invalid.' })) as z.ZodType<
  TransmissionProtocol,
  string
>;

/** Crypto address shape per network (format only). */
export const CRYPTO_ADDRESS_PATTERNS = {
  bitcoin: /^(bc1[a-z0-9]{25,87}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/,
  ethereum: /^0x[a-fA-F0-9]{40}$/,
  tron: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
} as const satisfies Record<CryptoNetwork, RegExp>;

export const isNetworkOf = (currency: CryptoCurrency, network: CryptoNetwork): boolean =>
  (CRYPTO_CURRENCY_NETWORKS[currency] as readonly CryptoNetwork[]).includes(network);

// ---------------------------------------------------------------- source of funds and items

export const SOURCE_ID_INVALID = 'The selected source id is invalid.';
/** source_id must be 1 (Business) or 2 (Customer); numeric strings are accepted. */
export const sourceIdSchema = z
  .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: SOURCE_ID_INVALID })
  .transform((v): 1 | 2 => (Number(v) === 1 ? 1 : 2));

export const ITEMS_ID_NOT_ARRAY = "Invalid request format. 'id' must be an array.";
/** The `id` of manager/transactions/items: an array (of at most PAGE_SIZE ids), anything else is refused. */
export const itemsIdSchema = z
  .array(idInput, { error: ITEMS_ID_NOT_ARRAY })
  .min(1, 'The id field must contain at least one id.')
  .max(PAGE_SIZE, `The id field may not have more than ${PAGE_SIZE} items.`);

// ---------------------------------------------------------------- misc formats

export const hexColorSchema = z.string().trim().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'The colour must be a hex colour like #1a2b3c.');
export const urlSchema = z.string().trim().max(2048).pipe(z.url({ protocol: /^https?$/, error: 'The address must be an http(s) URL.' }));
/** A slug-like key (entity classes, file slots, external ids). */
export const slugSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'The value format is invalid.');
/** One-time code as the `code` field of a body (same rule as the one-time-code header). */
export const OTP_CODE_PATTERN = new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`);

// ---------------------------------------------------------------- settings values

/** Compares two plain decimal texts (digits, optional fraction) exactly, without floating point. */
export const compareDecimals = (a: string, b: string): number => {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const norm = (i: string, f: string) => i.padStart(16, '0') + f.padEnd(width, '0');
  const x = norm(ai, af);
  const y = norm(bi, bf);
  return x === y ? 0 : x < y ? -1 : 1;
};
const boundariesSchema = z
  .object({ min: decimalSchema, max: decimalSchema })
  .refine((v) => compareDecimals(v.min, v.max) <= 0, { path: ['max'], message: 'The maximum must not be lower than the minimum.' });
const currencyList = z.array(z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2,10}$/, 'The currency code is invalid.')).max(50);
const featureList = z.array(z.enum(COMPANY_FEATURES)).max(COMPANY_FEATURES.length);

/** Value schema of each settings key (used by the upsert call). */
export const SETTINGS_VALUE_SCHEMAS = {
  portal_fiat_currencies_enabled: currencyList,
  portal_crypto_currencies_enabled: currencyList,
  fiat_transaction_amount_boundaries: boundariesSchema,
  crypto_transaction_amount_boundaries: boundariesSchema,
  company_initial_fiat_accounts: currencyList,
  company_initial_crypto_accounts: currencyList,
  allowed_features_individual: featureList,
  allowed_features_company: featureList,
  initial_features_individual: featureList,
  initial_features_company: featureList,
  autorecall_deposit_from_blacklisted_agent: z.boolean(),
  compliance_auto_approve: z.object({
    enabled: z.boolean(),
    max_amount: decimalSchema,
    max_age_days: z.number().int().min(0).max(3650),
  }),
  show_transactions_from_log_date: z.union([z.literal(''), dateSchema]),
  auto_exchange_on_fiat_deposit: z.object({
    enabled: z.boolean(),
    target_currency: z.union([z.literal(''), z.string().trim().toUpperCase().regex(/^[A-Z0-9]{2,10}$/, 'The currency code is invalid.')]),
  }),
  crypto_exchange_fiat_crypto_enabled: z.boolean(),
  crypto_exchange_crypto_fiat_enabled: z.boolean(),
  crypto_convert_enabled: z.boolean(),
  two_factor_required: z.boolean(),
  fiat_from_blocklist: currencyList,
  fiat_to_blocklist: currencyList,
} satisfies { [K in SettingsKey]: z.ZodType<SettingsValues[K]> };

/** Settings upsert body: {key, value}; the value is checked against the key's schema. */
export const settingsUpsertSchema = z
  .object({ key: z.enum(SETTINGS_KEYS, { error: 'The selected key is invalid.' }), value: z.unknown() })
  .superRefine((v, ctx) => {
    const result = SETTINGS_VALUE_SCHEMAS[v.key].safeParse(v.value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['value', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: issue.message });
      }
    }
  });

/**
 * Payload schemas of the payment forms (document 1, section 3; document 2, sections 3 and 7):
 * withdrawal, transfer/exchange, convert, card, crypto, the crypto forms, grand totals, beneficiaries
 * and imports. Field names are the spec's. Rules here are format-level; the server adds the rest
 * (IBAN checksum, limits, balances, ownership).
 */
import { z } from 'zod';
import {
  CRYPTO_CURRENCY_NETWORKS,
  CUSTOMER_LEGAL_TYPES,
  LAST_SIDES,
  PORTAL_SERVICE_PROVIDERS,
  TRANSFER_SERVICE_PROTOCOLS,
  TRANSFER_SERVICES,
  type TransactionCreateKind,
} from '../enums';
import {
  accountNumberSchema,
  amountSchema,
  bicSchema,
  blankable,
  countrySchema,
  cryptoCurrencySchema,
  flagSchema,
  ibanSchema,
  idInput,
  isNetworkOf,
  networkSchema,
  refMessageSchema,
  slugSchema,
  sortCodeSchema,
  textSchema,
  transmissionProtocolSchema,
  CRYPTO_ADDRESS_PATTERNS,
} from '../schemas';

const required = (ctx: z.RefinementCtx, field: string, label: string) =>
  ctx.addIssue({ code: 'custom', path: [field], message: `The ${label} field is required.` });

const name = blankable(textSchema(100));
const address = blankable(textSchema(200));
const shortText = blankable(textSchema(20));
const optionalId = blankable(idInput);
const bypass = flagSchema.optional();
/** The quote an exchange is executed at (GET manager/exchange/rates answers it; issue 38). */
const quoteId = blankable(z.string().regex(/^q_[A-Za-z0-9_-]{24}$/, 'The quote id is invalid.'));
const legalType = z.enum(['company', 'individual'], { error: 'The selected legal type is invalid.' });

// ---------------------------------------------------------------- base

/** Payment form base: bank_account_id, amount (default 100 in the portal), bypass_duplicate_check. */
export const paymentBaseShape = {
  bank_account_id: idInput,
  amount: amountSchema(),
  bypass_duplicate_check: bypass,
};

// ---------------------------------------------------------------- withdrawal (kind iban)

export const withdrawalShape = {
  ...paymentBaseShape,
  customer_legal_type: legalType.default('company'),
  customer_iban: blankable(ibanSchema),
  customer_account: blankable(accountNumberSchema),
  customer_sort_code: blankable(sortCodeSchema),
  customer_first_name: name,
  customer_last_name: name,
  customer_name: blankable(textSchema(200)),
  customer_street: address,
  customer_building_number: shortText,
  customer_building_name: name,
  customer_post_code: shortText,
  customer_address: address,
  customer_city: name,
  customer_ref_message: blankable(refMessageSchema),
  customer_country: blankable(countrySchema),

  bank_swift: blankable(bicSchema),
  bank_name: address,
  bank_address: address,
  bank_city: name,
  bank_country: blankable(countrySchema),

  has_intermediary_bank: flagSchema.optional(),
  intermediary_bank_swift: blankable(bicSchema),
  intermediary_bank_name: address,
  intermediary_bank_address: address,
  intermediary_bank_city: name,
  intermediary_bank_country: blankable(countrySchema),
  intermediary_bank_iban: blankable(ibanSchema),

  to_account_id: optionalId,
  transfer_service: z.enum(TRANSFER_SERVICES, { error: 'The selected transfer service is invalid.' }),
  iban_transfer_services: z.array(z.enum(TRANSFER_SERVICES)).max(TRANSFER_SERVICES.length).optional(),
  portal_service: blankable(z.enum(PORTAL_SERVICE_PROVIDERS, { error: 'The selected portal service is invalid.' })),
  /** Account id at the remote portal (its own format). */
  portal_destination_account_id: blankable(slugSchema),
  is_flexpsp_deposit: flagSchema.optional(),
  /** The PSP payment a PSP deposit (is_flexpsp_deposit) funds: the withdrawal form's fx shortcut. */
  psp_payment_id: blankable(slugSchema),

  free_market_sector_id: optionalId,
  free_market_industry_id: optionalId,
  free_market_payment_purpose_id: optionalId,
  bcb_purpose_code: blankable(z.string().trim().regex(/^[A-Za-z0-9_-]{1,16}$/, 'The BCB purpose code is invalid.')),

  /** Follows the transfer service (sepa → SEPA, portal → PORTAL_TRANSFER, fps_chaps → FPS_CHAPS, otherwise SWIFT). */
  transmission_protocol_id: transmissionProtocolSchema.optional(),
  original_transaction_id: optionalId,
  focused_agent_id: optionalId,
  selected_agent_id: optionalId,
};

/**
 * The payee and routing fields of a withdrawal that a repeat sends again: the manager's transaction
 * detail answers them (`payee`) so the form can be refilled. Amount, source account, reference
 * message and the ids of the original request are not part of it.
 */
export const WITHDRAWAL_PAYEE_FIELDS = [
  'customer_legal_type', 'customer_iban', 'customer_account', 'customer_sort_code', 'customer_first_name', 'customer_last_name', 'customer_name',
  'customer_street', 'customer_building_number', 'customer_building_name', 'customer_post_code', 'customer_address', 'customer_city', 'customer_country',
  'bank_swift', 'bank_name', 'bank_address', 'bank_city', 'bank_country', 'has_intermediary_bank', 'intermediary_bank_swift', 'intermediary_bank_name',
  'intermediary_bank_address', 'intermediary_bank_city', 'intermediary_bank_country', 'intermediary_bank_iban', 'transfer_service', 'portal_service',
  'portal_destination_account_id', 'is_flexpsp_deposit', 'free_market_sector_id', 'free_market_industry_id', 'free_market_payment_purpose_id', 'bcb_purpose_code',
] as const satisfies readonly (keyof typeof withdrawalShape)[];

export type WithdrawalPayeeField = (typeof WITHDRAWAL_PAYEE_FIELDS)[number];

/** The withdrawal's fields without the rules that tie them together (see withdrawalRules). */
export const withdrawalObject = z.object(withdrawalShape);

/**
 * The rules of a withdrawal that tie its fields together (required by transfer service and legal type,
 * protocol matching the service). A schema of some of the withdrawal's fields (an import row has the
 * template's) checks them with the same rules: a field it does not have reads as absent.
 */
export const withdrawalRules = (v: Partial<z.output<typeof withdrawalObject>> & Pick<z.output<typeof withdrawalObject>, 'transfer_service'>, ctx: z.RefinementCtx): void => {
  const service = v.transfer_service;
  if (v.transmission_protocol_id !== undefined && v.transmission_protocol_id !== TRANSFER_SERVICE_PROTOCOLS[service]) {
    ctx.addIssue({ code: 'custom', path: ['transmission_protocol_id'], message: 'The transmission protocol does not match the transfer service.' });
  }
  if (service === 'portal') {
    if (!v.portal_service) required(ctx, 'portal_service', 'portal service');
    if (!v.portal_destination_account_id) required(ctx, 'portal_destination_account_id', 'portal destination account');
    return;
  }
  if (service === 'sepa' && !v.customer_iban) required(ctx, 'customer_iban', 'customer iban');
  if (service === 'fps_chaps' && !v.customer_iban) {
    if (!v.customer_account) required(ctx, 'customer_account', 'customer account');
    if (!v.customer_sort_code) required(ctx, 'customer_sort_code', 'customer sort code');
  }
  if ((service === 'swift' || service === 'israel') && !v.customer_iban && !v.customer_account) required(ctx, 'customer_account', 'customer account');
  if (service === 'swift' && !v.bank_swift) required(ctx, 'bank_swift', 'bank swift');
  if (v.customer_legal_type === 'company') {
    if (!v.customer_name) required(ctx, 'customer_name', 'customer name');
  } else {
    if (!v.customer_first_name) required(ctx, 'customer_first_name', 'customer first name');
    if (!v.customer_last_name) required(ctx, 'customer_last_name', 'customer last name');
  }
  if (!v.customer_country) required(ctx, 'customer_country', 'customer country');
  if (v.has_intermediary_bank && !v.intermediary_bank_swift) required(ctx, 'intermediary_bank_swift', 'intermediary bank swift');
};

export const withdrawalBody = withdrawalObject.superRefine(withdrawalRules);

// ---------------------------------------------------------------- transfer / exchange, convert

const differentAccounts = (v: { bank_account_id: number; to_account_id?: number | undefined }, ctx: z.RefinementCtx) => {
  if (v.to_account_id !== undefined && v.to_account_id === v.bank_account_id) {
    ctx.addIssue({ code: 'custom', path: ['to_account_id'], message: 'The destination account must be different from the source account.' });
  }
};

/** Transfer and exchange between own accounts (exchange: the two accounts have different currencies). */
export const transferShape = {
  ...paymentBaseShape,
  to_account_id: idInput,
  transmission_protocol_id: transmissionProtocolSchema.default('INTERNAL'),
  original_transaction_id: optionalId,
  customer_ref_message: blankable(refMessageSchema),
  quote_id: quoteId,
};
export const transferBody = z.object(transferShape).superRefine(differentAccounts);

export const convertShape = {
  ...paymentBaseShape,
  to_account_id: idInput,
  transmission_protocol_id: transmissionProtocolSchema.default('CRYPTO_EXCHANGE'),
  original_transaction_id: optionalId,
  crypto_amount: blankable(amountSchema()),
  last_side: z.enum(LAST_SIDES).optional(),
  quote_id: quoteId,
};
export const convertBody = z.object(convertShape).superRefine(differentAccounts);

// ---------------------------------------------------------------- card and crypto kinds (no portal form; project decision)

export const cardShape = {
  ...paymentBaseShape,
  card_number: z.string().transform((v) => v.replace(/[\s-]+/g, '')).pipe(z.string().regex(/^\d{12,19}$/, 'The card number is invalid.')),
  card_holder: textSchema(100, 1),
  customer_ref_message: blankable(refMessageSchema),
  original_transaction_id: optionalId,
};
export const cardBody = z.object(cardShape);

export const cryptoKindShape = {
  ...paymentBaseShape,
  network: networkSchema,
  wallet_id: idInput,
  customer_ref_message: blankable(refMessageSchema),
  original_transaction_id: optionalId,
};
export const cryptoKindBody = z.object(cryptoKindShape);

/** Body schema of manager/transactions/{kind} per kind: the server parses the body with the one of its kind. */
export const TRANSACTION_BODIES = {
  card: cardBody,
  crypto: cryptoKindBody,
  iban: withdrawalBody,
  transfer: transferBody,
  convert: convertBody,
} as const satisfies Record<TransactionCreateKind, z.ZodType>;

/**
 * The table's body of manager/transactions/{kind}: every field of every kind, typed and bounded,
 * only the payment base required. Which fields are required depends on {kind}: see TRANSACTION_BODIES.
 */
export const transactionCreateBody = z
  .object({ ...withdrawalShape, ...transferShape, ...convertShape, ...cardShape, ...cryptoKindShape })
  .partial()
  .extend(paymentBaseShape);

// ---------------------------------------------------------------- grand totals

/** Grand-total request fields (document 2, section 3), plus the crypto fields of the crypto forms. Lenient: it runs while typing. */
export const grandTotalShape = {
  amount: amountSchema(),
  bank_account_id: idInput,
  customer_legal_type: blankable(z.enum(CUSTOMER_LEGAL_TYPES)),
  to_account_id: optionalId,
  transfer_service: blankable(z.enum(TRANSFER_SERVICES)),
  customer_iban: blankable(textSchema(64)),
  customer_account: blankable(textSchema(64)),
  bank_swift: blankable(textSchema(16)),
  sort_code: blankable(textSchema(12)),
  transmission_protocol_id: transmissionProtocolSchema.optional(),
  network: blankable(networkSchema),
  wallet_id: optionalId,
  crypto_amount: blankable(amountSchema()),
  last_side: blankable(z.enum(LAST_SIDES)),
};
export const grandTotalBody = z.object(grandTotalShape);

// ---------------------------------------------------------------- crypto forms

/** Crypto withdrawal to a saved wallet (amount default 0.001). */
export const cryptoWithdrawBody = z.object({
  bank_account_id: idInput,
  amount: amountSchema(),
  network: networkSchema,
  wallet_id: idInput,
  bypass_duplicate_check: bypass,
});

/** Crypto receive / deposit: obtain a wallet for a deposit into to_account_id (amount default 0.001, auto-sell default true). */
export const cryptoReceiveBody = z.object({
  amount: amountSchema(),
  to_account_id: idInput,
  bypass_duplicate_check: bypass,
  is_crypto_auto_sell: flagSchema.default(true),
  network: networkSchema,
  fiat_amount: blankable(amountSchema(2)),
  bank_account_id: optionalId,
});

/** Crypto buy (fiat-crypto) and sell (crypto-fiat). The target is an own account (to_account_id) or a saved wallet (wallet_id). */
export const cryptoExchangeBody = z
  .object({
    bank_account_id: idInput,
    amount: amountSchema(),
    to_account_id: optionalId,
    bypass_duplicate_check: bypass,
    network: blankable(networkSchema),
    wallet_id: optionalId,
    crypto_amount: blankable(amountSchema()),
    last_side: z.enum(LAST_SIDES, { error: 'The selected side is invalid.' }).default('buy'),
    quote_id: quoteId,
  })
  .superRefine((v, ctx) => {
    if (v.to_account_id === undefined && v.wallet_id === undefined) required(ctx, 'to_account_id', 'to account id');
    if (v.wallet_id !== undefined && v.network === undefined) required(ctx, 'network', 'network');
    differentAccounts(v, ctx);
  });

/** Saved crypto wallet (the network must be one of the currency's; the address must have the network's shape). */
export const walletCreateBody = z
  .object({
    name: textSchema(100, 1),
    currency: cryptoCurrencySchema,
    wallet: z.string().trim().max(128, 'The wallet address is invalid.'),
    network: networkSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.network !== undefined && !isNetworkOf(v.currency, v.network)) {
      ctx.addIssue({ code: 'custom', path: ['network'], message: 'The selected network is not available for this currency.' });
      return;
    }
    const network = v.network ?? CRYPTO_CURRENCY_NETWORKS[v.currency][0];
    if (!CRYPTO_ADDRESS_PATTERNS[network].test(v.wallet)) {
      ctx.addIssue({ code: 'custom', path: ['wallet'], message: 'The wallet address is invalid.' });
    }
  });

// ---------------------------------------------------------------- beneficiaries and imports

/** Beneficiary (transaction agent). */
export const beneficiaryBody = z
  .object({
    iban: blankable(ibanSchema),
    legal_type: legalType,
    company_name: blankable(textSchema(200)),
    first_name: name,
    last_name: name,
    country: countrySchema,
    city: name,
    street: address,
    building_number: shortText,
    building_name: name,
    zip_code: shortText,
    sort_code: blankable(sortCodeSchema),
    free_market_sector_id: optionalId,
    free_market_industry_id: optionalId,
    bank_account: blankable(accountNumberSchema),
    bank_swift: blankable(bicSchema),
    bank_name: address,
    bank_country: blankable(countrySchema),
    bank_city: name,
    bank_address: address,
  })
  .superRefine((v, ctx) => {
    if (!v.iban && !v.bank_account) required(ctx, 'iban', 'iban');
    if (v.legal_type === 'company' && !v.company_name) required(ctx, 'company_name', 'company name');
    if (v.legal_type === 'individual') {
      if (!v.first_name) required(ctx, 'first_name', 'first name');
      if (!v.last_name) required(ctx, 'last_name', 'last name');
    }
    // Also when another field is wrong (a missing country): the person learns every missing field at once (issue 21 item 11).
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null });

/** Bulk import (multipart, with the xlsx `file`): is_submit false returns the preview, true creates the import. */
export const importBody = z.object({
  is_submit: flagSchema.default(false),
  bank_account_id: idInput,
  bypass_duplicate_check: bypass,
});

/**
 * Payload schemas shared by several call groups (manager and admin): list filters, white label,
 * reports, tickets, products, portals, announcements.
 */
import { z } from 'zod';
import {
  ADMIN_TRANSACTION_MODES,
  COMPLIANCE_CATEGORIES,
  COMPLIANCE_STATUSES,
  CRYPTO_CURRENCIES,
  LANGUAGES,
  MANAGER_TRANSACTION_MODES,
  PERIOD_PRESETS,
  REPORT_FORMATS,
  TICKET_PRIORITIES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WHITE_LABEL_DOCUMENT_COLUMNS,
  WHITE_LABEL_DOCUMENT_TYPES,
  WHITE_LABEL_IMAGE_COLUMNS,
} from '../enums';
import { PAGE_SIZE } from '../constants';
import { isTimeZone } from '../timeZone';
import {
  amountSchema,
  blankable,
  dateSchema,
  emailSchema,
  fiatCurrencySchema,
  flagSchema,
  idInput,
  listParam,
  orderSchema,
  pageQuery,
  searchSchema,
  sortSchema,
  textSchema,
} from '../schemas';

const dateRangeCheck = (v: { from_date?: string | undefined; to_date?: string | undefined }, ctx: z.RefinementCtx) => {
  if (v.from_date && v.to_date && v.from_date > v.to_date) {
    ctx.addIssue({ code: 'custom', path: ['to_date'], message: 'The end date must be a date after or equal to the start date.' });
  }
};

// ---------------------------------------------------------------- transaction lists

const ids = blankable(listParam(idInput, PAGE_SIZE));

/**
 * Transaction list filters. Aliases of the routes are accepted and merged: bank_account_id|bid,
 * from_date|start_date, to_date|end_date, id|tid (lists), company_id|cid (admin).
 */
const transactionFilterShape = {
  ...pageQuery.shape,
  bank_account_id: ids,
  bid: ids,
  from_date: blankable(dateSchema),
  start_date: blankable(dateSchema),
  to_date: blankable(dateSchema),
  end_date: blankable(dateSchema),
  period: blankable(z.enum(PERIOD_PRESETS, { error: 'The selected period is invalid.' })),
  status: blankable(listParam(z.enum(TRANSACTION_STATUSES), TRANSACTION_STATUSES.length)),
  type: blankable(listParam(z.enum(TRANSACTION_TYPES), TRANSACTION_TYPES.length)),
  id: ids,
  tid: ids,
  search: blankable(searchSchema),
  sort: blankable(sortSchema),
  order: blankable(orderSchema),
};

type FilterOut = z.output<z.ZodObject<typeof transactionFilterShape>>;
const normalizeFilters = (v: FilterOut) => ({
  page: v.page,
  per_page: v.per_page,
  bank_account_id: v.bank_account_id ?? v.bid,
  from_date: v.from_date ?? v.start_date,
  to_date: v.to_date ?? v.end_date,
  period: v.period,
  status: v.status,
  type: v.type,
  id: v.id ?? v.tid,
  search: v.search,
  sort: v.sort,
  order: v.order,
});

/** Manager transaction list (also affiliates' and white-labeled companies' transactions). */
export const managerTransactionQuery = z
  .object({ ...transactionFilterShape, mode: blankable(z.enum(MANAGER_TRANSACTION_MODES, { error: 'The selected mode is invalid.' })) })
  .transform((v) => ({ ...normalizeFilters(v), mode: v.mode }))
  .superRefine(dateRangeCheck);

/**
 * Transactions of the affiliated or white-labeled companies: the manager filters plus company_id|cid
 * (ids of the caller's child companies; any other id is refused with 404).
 */
export const childTransactionQuery = z
  .object({
    ...transactionFilterShape,
    mode: blankable(z.enum(MANAGER_TRANSACTION_MODES, { error: 'The selected mode is invalid.' })),
    company_id: ids,
    cid: ids,
  })
  .transform((v) => ({ ...normalizeFilters(v), mode: v.mode, company_id: v.company_id ?? v.cid }))
  .superRefine(dateRangeCheck);

/** Admin transaction list: adds company_id|cid and the external approval mode. */
export const adminTransactionQuery = z
  .object({
    ...transactionFilterShape,
    mode: blankable(z.enum(ADMIN_TRANSACTION_MODES, { error: 'The selected mode is invalid.' })),
    company_id: ids,
    cid: ids,
  })
  .transform((v) => ({ ...normalizeFilters(v), mode: v.mode, company_id: v.company_id ?? v.cid }))
  .superRefine(dateRangeCheck);

/** Date-filtered lists (compliance trackings, activities). */
export const dateFilterQuery = pageQuery
  .extend({
    from_date: blankable(dateSchema),
    to_date: blankable(dateSchema),
    search: blankable(searchSchema),
    sort: blankable(sortSchema),
    order: blankable(orderSchema),
  })
  .superRefine(dateRangeCheck);

export const complianceListQuery = pageQuery
  .extend({
    from_date: blankable(dateSchema),
    to_date: blankable(dateSchema),
    category: blankable(z.enum(COMPLIANCE_CATEGORIES)),
    status: blankable(z.enum(COMPLIANCE_STATUSES)),
    search: blankable(searchSchema),
  })
  .superRefine(dateRangeCheck);

/** Compliance trackings of the affiliated or white-labeled companies: the list filters plus company_id|cid (some of them). */
export const childComplianceQuery = pageQuery
  .extend({
    from_date: blankable(dateSchema),
    to_date: blankable(dateSchema),
    category: blankable(z.enum(COMPLIANCE_CATEGORIES)),
    status: blankable(z.enum(COMPLIANCE_STATUSES)),
    search: blankable(searchSchema),
    company_id: ids,
    cid: ids,
  })
  .superRefine(dateRangeCheck)
  .transform(({ cid, company_id, ...rest }) => ({ ...rest, company_id: company_id ?? cid }));

export const searchPageQuery = pageQuery.extend({ search: blankable(searchSchema) });

/** The affiliated or white-labeled companies of the caller: name search, sort on name, id or created_at. */
export const childCompanyQuery = searchPageQuery.extend({
  sort: blankable(z.enum(['name', 'id', 'created_at'], { error: 'The sort column is invalid.' })),
  order: blankable(orderSchema),
});

// ---------------------------------------------------------------- reports

/** Report list filters: bank_account_id|bid and report_id|rid, both lists. */
export const reportListQuery = pageQuery
  .extend({ bank_account_id: ids, bid: ids, report_id: ids, rid: ids })
  .transform((v) => ({ page: v.page, per_page: v.per_page, bank_account_id: v.bank_account_id ?? v.bid, report_id: v.report_id ?? v.rid }));

/** Approved transactions report: a period preset, or date_from and date_to. */
export const approvedTransactionsReportBody = z
  .object({
    bank_account_id: idInput,
    period: blankable(z.enum(PERIOD_PRESETS, { error: 'The selected period is invalid.' })),
    date_from: blankable(dateSchema),
    date_to: blankable(dateSchema),
    format: z.enum(REPORT_FORMATS, { error: 'The selected format is invalid.' }),
    // Whom the file is for (issue 43): its words in this language, its times in this zone; English and UTC when not said.
    language: z.enum(LANGUAGES, { error: 'The selected language is invalid.' }).optional(),
    time_zone: z.string({ error: 'The selected time zone is invalid.' }).refine(isTimeZone, 'The selected time zone is invalid.').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.period) {
      if (!v.date_from) ctx.addIssue({ code: 'custom', path: ['date_from'], message: 'The date from field is required when period is not present.' });
      if (!v.date_to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'The date to field is required when period is not present.' });
    }
    if (v.date_from && v.date_to && v.date_from > v.date_to) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'The date to must be a date after or equal to date from.' });
    }
  });

/** KYC file archive request (admin). */
export const archiveBody = z
  .object({ date_from: dateSchema, date_to: dateSchema, company_id: blankable(idInput) })
  .refine((v) => v.date_from <= v.date_to, { path: ['date_to'], message: 'The date to must be a date after or equal to date from.' });

// ---------------------------------------------------------------- white label

/**
 * An image of the white label: an http(s) URL or a same-origin path. The server takes only the image
 * already stored in the field or one uploaded with upload-image for the same white label.
 */
const whiteLabelImageRef = z.string().trim().max(2048).regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, 'The image must be uploaded with the upload-image call.');

/** White-label colours are #RRGGBB (the portal's colour input and the contrast check read that form). */
const whiteLabelColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'The colour must be a hex colour like #1a2b3c.');

export const whiteLabelBody = z.object({
  name: textSchema(100, 1),
  primary_color: whiteLabelColor,
  secondary_color: whiteLabelColor,
  support_email: emailSchema,
  background_url: blankable(whiteLabelImageRef),
  favicon_url: blankable(whiteLabelImageRef),
  logo_url: blankable(whiteLabelImageRef),
  dark_logo_url: blankable(whiteLabelImageRef),
});

/** Multipart with `image` (PNG, JPEG or WebP by its bytes; SVG and ICO are refused; at most 2 MB). */
export const whiteLabelImageBody = z.object({ column: z.enum(WHITE_LABEL_IMAGE_COLUMNS, { error: 'The selected column is invalid.' }) });

export const whiteLabelDocumentsQuery = pageQuery;
export const whiteLabelDocumentUpdateBody = z.object({
  document_type: z.enum(WHITE_LABEL_DOCUMENT_TYPES, { error: 'The selected document type is invalid.' }),
  header_text: blankable(textSchema(2000)),
  footer_text: blankable(textSchema(2000)),
  enabled: flagSchema.optional(),
});
/** Multipart with `image`. */
export const whiteLabelDocumentImageBody = z.object({
  document_type: z.enum(WHITE_LABEL_DOCUMENT_TYPES, { error: 'The selected document type is invalid.' }),
  column: z.enum(WHITE_LABEL_DOCUMENT_COLUMNS, { error: 'The selected column is invalid.' }),
});

// ---------------------------------------------------------------- support

/** Ticket create (multipart, array fields as name[]; files as attachments[]). */
export const ticketCreateBody = z.object({
  subject: textSchema(200, 1),
  message: textSchema(10_000, 1),
  priority: blankable(z.enum(TICKET_PRIORITIES, { error: 'The selected priority is invalid.' })),
  transaction_ids: blankable(listParam(idInput, 20)),
});
export const ticketReplyBody = z.object({ message: textSchema(10_000, 1) });

// ---------------------------------------------------------------- products

export const productBody = z.object({
  name: textSchema(200, 1),
  description: blankable(textSchema(5000)),
  amount: amountSchema(2),
  currency: fiatCurrencySchema,
  /** Own account credited with the proceeds. */
  to_account_id: idInput,
  crypto_currencies: z.array(z.enum(CRYPTO_CURRENCIES)).min(1).max(CRYPTO_CURRENCIES.length),
  is_active: flagSchema.default(true),
});

/** Send funds to the affiliate owner (manager/affiliates/send-funds). */
export const affiliateSendFundsBody = z.object({
  bank_account_id: idInput,
  /** An account of the affiliate owner company (manager/affiliates/owner/accounts). */
  to_account_id: idInput,
  amount: amountSchema(8),
  ref_message: blankable(textSchema(140)),
  /** The merchant payment the funds come from (affiliate-merchant-payment/{id}), when prefilled from one. */
  merchant_payment_id: blankable(idInput),
  bypass_duplicate_check: blankable(flagSchema),
});

// ---------------------------------------------------------------- announcements

export const announcementBody = z
  .object({
    title: textSchema(200, 1),
    content: textSchema(10_000, 1),
    is_published: flagSchema.default(false),
    starts_at: blankable(dateSchema),
    ends_at: blankable(dateSchema),
  })
  .refine((v) => !v.starts_at || !v.ends_at || v.starts_at <= v.ends_at, { path: ['ends_at'], message: 'The end date must be a date after or equal to the start date.' });

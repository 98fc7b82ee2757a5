/**
 * The pages accessibility.spec checks with axe-core, by who opens them, and the routes it leaves out
 * with the reason. Plain data (no Playwright): tests/unit/portal/shell/axeCoverage.test.ts reads it
 * with the portal's route table and fails when a route is in neither list.
 *
 * A `{name}` in a path is the id of a record the spec finds (or makes) for it (RECORD_OF in the spec);
 * a query after `?` is part of what is opened. Every page is checked where it was asked for: a page
 * whose route sends this user elsewhere fails the spec, so no entry checks another page than it says.
 */

/** Visitors, signed out: the sign-in page and the pages of links from e-mails and other systems. */
export const VISITOR_PAGES = [
  '/login',
  '/registration',
  '/forgot-password',
  '/registration/acme',
  // A live link of the reset e-mail (the form), then one that is not (the refusal).
  '{reset_link}',
  '/reset-password?key=axe&token=axe',
  '/u/email/axe/axe',
  '/404',
  '/rocket-chat/auth',
  // Keys another system hands out once: an unknown key shows the refusal (altSignIns.spec signs in with real ones).
  '/legacy/axe-check',
  '/psp/auth/1/axe-check',
  '/portals/free_market/axe-check',
  '/iframe-widget/company-profile',
];

/** manager@kontor.test: Acme Trading GmbH, every feature on. */
export const MANAGER_PAGES = [
  '/manager',
  '/manager/accounts',
  '/manager/transactions/pending_transactions',
  '/manager/transactions/approved_transactions',
  '/manager/transaction-agents',
  '/manager/transaction-agents/create',
  // With the first theme and portals a new withdrawal goes through the portal service (see EXCLUDED):
  // the form shows for a portal service's payment (rp) and for a repeat of a withdrawal.
  '/manager/payments/withdrawal/create?rp=free_market',
  '/manager/payments/transfer/create',
  '/manager/payments/import',
  '/manager/imports',
  '/manager/reports',
  '/manager/support/tickets/list',
  '/manager/notifications',
  '/manager/activities',
  '/manager/compliance-trackings',
  '/manager/profile',
  '/manager/accounts/crypto',
  '/manager/payments/convert/create',
  '/manager/white-label',
  '/manager/white-label/documents',
  '/manager/support/tickets/{ticket}',
  '/manager/imports/{import}',
  '/manager/transactions/{transaction}',
  '/manager/transaction-agents/{agent}',
  '/manager/portal-services/free_market',
  '/manager/products',
  '/manager/products/create',
  '/manager/psp-portal/accounts',
  '/manager/crypto/buy',
  '/manager/crypto/sell',
  '/manager/crypto/withdraw',
  '/manager/crypto/deposit',
  '/manager/affiliates/transactions/approved_transactions',
  '/manager/affiliates/compliance-trackings',
  '/manager/white-labeled/transactions/approved_transactions',
  '/manager/white-labeled/compliance-trackings',
  '/manager/payments/withdrawal/repeat?tx={withdrawal}',
  '/manager/payments/exchange/create',
  '/manager/crypto/receive',
  '/menu',
  '/manager/psp-portal',
  '/manager/psp-portal/sign-up',
  '/manager/products/{product}',
  // The public purchase link, as a signed-in merchant opens it from the product.
  '/purchase/{product_hash}',
  '/manager/compliance-trackings/transaction/{kyc_transaction}',
  '/manager/compliance-trackings/company/{company_of_me}',
  '/manager/affiliates/transactions/pending_transactions',
  '/manager/white-labeled/transactions/pending_transactions',
  // Issue 40: the approvals inbox and the approval rules.
  '/manager/approvals',
  '/manager/approval-rules',
  '/manager/approval-rules/create',
  '/manager/approval-rules/{approval_rule}',
  // Issue 40: scheduled payments and standing orders (the seed's paused order of Acme).
  '/manager/standing-orders',
  '/manager/standing-orders/{standing_order}/show',
  '/manager/standing-orders/{standing_order}',
  // Issue 41: the company's own systems (an endpoint's page with its deliveries: see EXCLUDED).
  '/manager/api-keys',
  '/manager/api-keys/create',
  '/manager/webhooks',
  '/manager/webhooks/create',
  '/manager/api-payments',
  '/manager/statement-schedules',
  '/manager/statement-schedules/create',
  '/manager/approvals/{approval}',
  // Issue 40: payment templates, and a payment form started from one.
  '/manager/payment-templates',
  '/manager/payment-templates/{template}',
  '/manager/payments/withdrawal/create?tpl={template}',
];

/** reader@kontor.test (manager-reader of Acme): the pages a reader may open, read-only. */
export const READER_PAGES = [
  '/manager',
  '/manager/accounts',
  '/manager/transactions/approved_transactions',
  '/manager/transaction-agents',
  '/manager/white-label',
  '/manager/white-label/documents',
  '/manager/reports',
  '/menu',
  // Issue 38: the integrations' pages, read-only (readerIntegrations.spec checks the PSP's with a merchant).
  '/manager/portal-services/free_market',
  '/manager/psp-portal',
  // Issue 40: held payments and the rules, read-only.
  '/manager/approvals',
  '/manager/approval-rules',
  '/manager/standing-orders',
  // Issue 41: keys, endpoints and key payments, read-only.
  '/manager/api-keys',
  '/manager/webhooks',
  '/manager/api-payments',
  '/manager/statement-schedules',
  // A reader saves nothing: the templates' list (a reader's view of one record is the manager's form, read-only).
  '/manager/payment-templates',
];

/** individual@kontor.test (an individual customer without two-factor): the individual menu's pages. */
export const INDIVIDUAL_PAGES = [
  '/manager',
  '/manager/accounts',
  '/manager/transactions/approved_transactions',
  '/manager/transaction-agents',
  '/manager/payments/withdrawal/create',
  '/manager/support/tickets/list',
  '/manager/profile',
  '/menu',
];

/** pending@kontor.test: compliance required, so the verification steps are the only pages. */
export const VERIFICATION_PAGES = [
  // Steps of one page: no two in a row read the same (the spec tells them apart by their text).
  '/profile/compliance-trackings',
  '/profile/compliance-trackings/video',
  '/profile/compliance-trackings/final',
  '/profile/compliance-trackings/form',
  '/profile/compliance-trackings/files/{own_tracking}',
];

/** admin@kontor.test. */
export const ADMIN_PAGES = [
  '/admin',
  '/admin/users',
  '/admin/company-list',
  '/admin/transactions/admin_action_require_transactions',
  '/admin/transactions/check-history',
  '/admin/transactions/credit',
  '/admin/bank-accounts',
  '/admin/bank-accounts/integrity',
  '/admin/transaction-agents',
  '/admin/announcements',
  '/admin/auth-checkpoints',
  '/admin/activity-logs',
  '/admin/kyc-file-archives',
  '/admin/settings',
  '/admin/profile',
  '/admin/transactions/approved_transactions',
  '/admin/announcements/create',
  '/admin/white-label',
  '/admin/white-label/documents',
  '/admin/system/cpu',
  '/admin/company-profile/{company}',
  '/admin/users/{user}',
  '/admin/users/{user}/edit',
  '/admin/transactions/{admin_transaction}/history',
  '/admin/transactions/pending_transactions',
  '/admin/announcements/{announcement}',
  '/admin/system/rabbitmq',
  '/admin/system/hdd',
  '/admin/system/crm_queue_upsert',
  '/admin/system/crm_queue_tags',
  '/admin/timelines/user',
  '/admin/timelines/user/{timeline_user}',
];

/** The main pages again in the light scheme (the portal starts dark), as manager@kontor.test. */
export const LIGHT_SCHEME_PAGES = ['/manager', '/manager/transactions/approved_transactions', '/manager/payments/withdrawal/create?rp=free_market', '/manager/transaction-agents'];

/** The portal services Acme may not use (free_market and bcb it may). */
const OTHER_PORTAL_SERVICES = ['easy_payments', 'currency_cloud', 'satchelpay_eur', 'cfszipp_eur', 'cfszipp_gbp', 'klarpay', 'equals_money', 'nexpay', 'financial_house', 'narvi', 'openpayd', 'apaylo'];

const PREFILLED = 'the form of its create page, prefilled from the transaction in tx';

/**
 * Routes the spec does not open, keyed as the coverage test names a route's variants (the path, with
 * each listed parameter value filled in), each with why.
 */
export const EXCLUDED: Readonly<Record<string, string>> = {
  '/': 'redirects to the dashboard of the signed-in user, or to /login',
  '/manager/accounts/fiat': 'the page of /manager/accounts (no kind means fiat)',
  '/manager/portal-services/bcb': 'the page of /manager/portal-services/free_market as it is (Acme is signed up at neither: the list and the sign-up questionnaire)',
  ...Object.fromEntries(OTHER_PORTAL_SERVICES.map((service) => [`/manager/portal-services/${service}`, 'the page of /manager/portal-services/free_market for a service Acme may not use: its empty list alone'])),
  '/manager/payments/withdrawal/return': 'the form of /manager/payments/withdrawal/repeat, prefilled the other way round',
  '/manager/payments/transfer/repeat': PREFILLED,
  '/manager/payments/transfer/return': PREFILLED,
  '/manager/payments/exchange/repeat': PREFILLED,
  '/manager/payments/exchange/return': PREFILLED,
  '/manager/payments/convert/repeat': PREFILLED,
  '/manager/payments/convert/return': PREFILLED,
  '/manager/compliance-trackings/user/:entity_id/:kyc_id?': 'the page of …/company/{id}: the subject type only names the subject',
  '/manager/compliance-trackings/lead/:entity_id/:kyc_id?': 'the page of …/company/{id}: the subject type only names the subject',
  '/manager/psp-portal/integration': 'sends to the sign-up until the company is signed up at the PSP; psp.spec checks it with axe after signing up',
  '/manager/send-funds-affiliate': 'for managers of an affiliated company (not Acme); sendFundsAffiliate.spec checks it with axe',
  '/manager/webhooks/:id': 'needs an endpoint, made with a one-time code on a reachable https address; journeys/connectSystems.spec checks it (with its deliveries) with axe',
  '/approve-sign-in/:code': 'needs a waiting sign-in request of another browser; phoneSignIn.spec checks it (and /login?phone=1) with axe at 360 px',
};

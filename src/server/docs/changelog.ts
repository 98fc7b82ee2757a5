/**
 * The API changelog shown at /docs/v1/changelog, newest entry first.
 * Add an entry whenever a release changes the contract (src/contract): new calls, changed
 * payloads, removed fields. `version` is the release id (RELEASE_ID of that release).
 * Text is plain: it is HTML-escaped when rendered; `backticks` become code spans.
 */
export type ChangelogEntry = {
  /** YYYY-MM-DD */
  date: string;
  version: string;
  changes: readonly string[];
};

export const API_CHANGELOG: readonly ChangelogEntry[] = [
  {
    date: '2026-11-25',
    version: 'next',
    changes: [
      'New (issue 40): scheduled payments and standing orders. `GET/POST manager/standing-orders` (kind iban or transfer, payment, schedule: rhythm once/weekly/monthly/quarterly/yearly, start_date, day_of_month 1–31 or last, end_date or max_runs), `GET/PUT manager/standing-orders/{id}` (with its runs), `POST manager/standing-orders/{id}/pause`, `/resume` (code) and `/cancel`. Each run is a payment through the usual checks; SEPA runs move to the next TARGET2 business day; 3 refused runs in a row pause the order; notification `schedule.run_refused`; activities `schedule.*`.',
      'New (issue 40): payment templates. `GET/POST manager/payment-templates` (search; name, kind withdrawal/transfer/exchange/convert, bank_account_id, to_account_id or the withdrawal payee fields, optional amount and reference), `POST manager/payment-templates/from-transaction/{id}` {name, with_amount}, `GET/PUT/DELETE manager/payment-templates/{id}` (name, amount, reference). No one-time code; manager-reader reads; activities `template.*`.',
      'New (issue 40): company approval rules. `GET/POST manager/approval-rules`, `GET/PUT/DELETE manager/approval-rules/{id}`, `GET/PUT manager/approval-settings` (expiry_days), `GET manager/approvals` (status), `GET manager/approvals/{id}`, `POST manager/approvals/approve` {ids} and `POST manager/approvals/reject` {ids, reason}, the code bound to exactly the ids. A payment a rule reaches is answered with status `awaiting_approval`; `GET a/transactions/{id}` carries `company_approval`; realtime `approval.created`/`approval.updated`; notifications `approval.requested`/`approval.updated`.',
      'New: `GET profile/sessions` (the caller’s own live sign-ins: id, started_at, last_used_at, expires_at, user_agent, ip, current) and `DELETE profile/sessions/{id}` (ends one of them at once, tokens and sockets; the current one signs the caller out; 404 for any other id).',
      'New: `GET manager/notifications/unread` (the unread count) and `POST manager/notifications/read` (mark the given ids, or all, read; answers the unread count).',
      'Calls that need a one-time code now answer their validation errors (422, 404, 409) before asking for the code (403 `otp-required`).',
      'New: sign-in approved from another device: `POST auth/device-sign-in` (identifier), `POST auth/device-sign-in/status` (verifier), `POST auth/device-sign-in/redeem` (otp, verifier), `GET auth/device-sign-in/{code}`, `POST auth/device-sign-in/{code}/approve` (one-time code when two-factor is on) and `POST auth/device-sign-in/{code}/deny`. The approval sends `auth_code` {otp, identifier} on the public announce channel.',
      'Realtime: `account.created` and `account.updated` on the private company channel, once per changed account after each commit, carrying the account as `GET manager/bank-accounts/{id}` returns it.',
    ],
  },
  {
    date: '2025-09-11',
    version: '20250911095302',
    changes: [
      'Initial API: authentication, profile, two-factor, accounts, transactions, payments, beneficiaries, imports, ' +
        'reports, crypto, compliance, notifications, tickets, white label, affiliates, portals, PSP, products, users, ' +
        'companies, settings, timelines, announcements, auth checkpoints, activity logs, bank accounts and system calls.',
      'Calls that are part of the contract but not implemented by the reference server yet are marked ' +
        '`x-kontor-status: planned` in the OpenAPI document.',
    ],
  },
];

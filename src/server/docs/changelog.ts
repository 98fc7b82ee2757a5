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
      'New: `GET manager/notifications/unread` (the unread count) and `POST manager/notifications/read` (mark the given ids, or all, read; answers the unread count).',
      'Calls that need a one-time code now answer their validation errors (422, 404, 409) before asking for the code (403 `otp-required`).',
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

import { sql } from 'kysely';
import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * Ledger, transactions, beneficiaries and the tables of later features.
 *
 * Ledger model (double entry):
 * - bank_accounts holds customer accounts and the platform's own accounts (one per role and currency:
 *   fees, settlement, exchange, clearing). `balance` is a cache of the sum of the account's postings;
 *   `reserved` is the sum of amount + fee of the pending / admin_action_require transactions debiting it.
 * - journal_entries groups the postings of one money movement; within an entry the postings of each
 *   currency sum to zero.
 * - postings are append-only; amount is signed (positive raises the balance) and balance_after records
 *   the running balance so statements need no window functions.
 */
export const m002Domain = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    const money = 'bigint' as const;

    // ── ledger ──────────────────────────────────────────────────────────────────────────────────
    await withTimestamps(
      withId(db.schema.createTable('bank_accounts'), engine)
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('customer', 'platform')`))
        .addColumn('platform_role', 'text')
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('currency_type', 'text', (c) => c.notNull().check(sql`currency_type in ('fiat', 'crypto')`))
        .addColumn('sub_unit', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('iban', 'text')
        .addColumn('account_number', 'text')
        .addColumn('sort_code', 'text')
        .addColumn('bic', 'text')
        .addColumn('payment_service', 'text')
        .addColumn('selected', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('disabled_protocols', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('portal_service_active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('balance', money, (c) => c.notNull().defaultTo(0))
        .addColumn('reserved', money, (c) => c.notNull().defaultTo(0)),
    ).execute();
    await db.schema.createIndex('bank_accounts_company_idx').on('bank_accounts').column('company_id').execute();
    // Customer accounts have no platform_role (NULLs never collide), so this only constrains platform accounts.
    await db.schema.createIndex('bank_accounts_platform_uq').on('bank_accounts').columns(['platform_role', 'currency']).unique().execute();

    await withTimestamps(
      withId(db.schema.createTable('transaction_agents'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('legal_type', 'text', (c) => c.notNull())
        .addColumn('company_name', 'text')
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('iban', 'text')
        .addColumn('bank_account', 'text')
        .addColumn('sort_code', 'text')
        .addColumn('country', 'text')
        .addColumn('city', 'text')
        .addColumn('street', 'text')
        .addColumn('building_number', 'text')
        .addColumn('building_name', 'text')
        .addColumn('zip_code', 'text')
        .addColumn('free_market_sector_id', 'integer')
        .addColumn('free_market_industry_id', 'integer')
        .addColumn('bank_swift', 'text')
        .addColumn('bank_name', 'text')
        .addColumn('bank_country', 'text')
        .addColumn('bank_city', 'text')
        .addColumn('bank_address', 'text'),
    )
      .addColumn('deleted_at', 'text')
      .execute();
    await db.schema.createIndex('transaction_agents_company_idx').on('transaction_agents').column('company_id').execute();

    await withTimestamps(
      withId(db.schema.createTable('imports'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('QUEUE'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text')
        .addColumn('errors_file_path', 'text')
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bypass_duplicate_check', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('success_transactions_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('success_transactions_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('success_transactions_amount_with_fee', money, (c) => c.notNull().defaultTo(0))
        .addColumn('failed_transactions_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_transactions_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('errors', 'text'),
    ).execute();
    await db.schema.createIndex('imports_company_idx').on('imports').columns(['company_id', 'created_at']).execute();

    await withTimestamps(
      withId(db.schema.createTable('transactions'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('status_reason', 'text')
        .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
        .addColumn('to_account_id', 'integer', (c) => c.references('bank_accounts.id'))
        .addColumn('agent_id', 'integer', (c) => c.references('transaction_agents.id'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('fee_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('to_currency', 'text')
        .addColumn('to_amount', money)
        .addColumn('rate', 'text')
        .addColumn('transmission_protocol', 'text', (c) => c.notNull())
        .addColumn('transfer_service', 'text')
        .addColumn('remitter_name', 'text', (c) => c.notNull())
        .addColumn('beneficiary_name', 'text', (c) => c.notNull())
        .addColumn('ref_message', 'text')
        .addColumn('source_reference', 'text', (c) => c.notNull().unique())
        .addColumn('source_of_funds', 'integer')
        .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('original_transaction_id', 'integer', (c) => c.references('transactions.id'))
        .addColumn('bypass_duplicate_check', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('import_id', 'integer', (c) => c.references('imports.id'))
        .addColumn('external_service_type_id', 'integer')
        .addColumn('log_created_at', 'text')
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('decided_at', 'text'),
    ).execute();
    await db.schema.createIndex('transactions_company_status_idx').on('transactions').columns(['company_id', 'status', 'created_at']).execute();
    await db.schema.createIndex('transactions_account_idx').on('transactions').columns(['bank_account_id', 'created_at']).execute();
    await db.schema.createIndex('transactions_to_account_idx').on('transactions').column('to_account_id').execute();
    await db.schema.createIndex('transactions_status_idx').on('transactions').column('status').execute();
    await db.schema.createIndex('transactions_log_idx').on('transactions').columns(['company_id', 'log_created_at']).execute();
    await db.schema.createIndex('transactions_import_idx').on('transactions').column('import_id').execute();

    await withId(db.schema.createTable('journal_entries'), engine)
      .addColumn('transaction_id', 'integer', (c) => c.references('transactions.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('journal_entries_transaction_idx').on('journal_entries').column('transaction_id').execute();

    await withId(db.schema.createTable('postings'), engine)
      .addColumn('entry_id', 'integer', (c) => c.notNull().references('journal_entries.id'))
      .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('bank_accounts.id'))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount', money, (c) => c.notNull())
      .addColumn('balance_after', money, (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('postings_account_idx').on('postings').columns(['bank_account_id', 'id']).execute();
    await db.schema.createIndex('postings_entry_idx').on('postings').column('entry_id').execute();

    await withTimestamps(
      withId(db.schema.createTable('fee_plans'), engine)
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('fee_type', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('currency', 'text')
        .addColumn('rules', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema.createIndex('fee_plans_lookup_idx').on('fee_plans').columns(['company_id', 'fee_type', 'currency']).execute();

    // ── tables of later features ────────────────────────────────────────────────────────────────
    await withTimestamps(
      withId(db.schema.createTable('wallets'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('network', 'text', (c) => c.notNull())
        .addColumn('wallet', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema.createIndex('wallets_company_idx').on('wallets').column('company_id').execute();

    await withTimestamps(
      withId(db.schema.createTable('jobs'), engine)
        .addColumn('queue', 'text', (c) => c.notNull().defaultTo('default'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('locked_at', 'text')
        .addColumn('locked_by', 'text')
        .addColumn('last_error', 'text')
        .addColumn('result', 'text')
        .addColumn('idempotency_key', 'text', (c) => c.unique()),
    ).execute();
    await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['queue', 'status', 'run_at']).execute();

    await withTimestamps(
      withId(db.schema.createTable('reports'), engine)
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('bank_account_id', 'integer', (c) => c.references('bank_accounts.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('report_period', 'text')
        .addColumn('date_from', 'text')
        .addColumn('date_to', 'text')
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text')
        .addColumn('error', 'text'),
    ).execute();
    await db.schema.createIndex('reports_company_idx').on('reports').columns(['company_id', 'created_at']).execute();

    await withTimestamps(
      withId(db.schema.createTable('archives'), engine)
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('date_from', 'text')
        .addColumn('date_to', 'text')
        .addColumn('filename', 'text')
        .addColumn('file_path', 'text')
        .addColumn('status', 'text', (c) => c.notNull()),
    ).execute();

    await withTimestamps(
      withId(db.schema.createTable('notifications'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('data', 'text')
        .addColumn('read_at', 'text'),
    ).execute();
    await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'read_at']).execute();

    await withTimestamps(
      withId(db.schema.createTable('tickets'), engine)
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('priority', 'text')
        .addColumn('closed_at', 'text'),
    ).execute();
    await db.schema.createIndex('tickets_company_idx').on('tickets').column('company_id').execute();

    await withTimestamps(
      withId(db.schema.createTable('ticket_threads'), engine)
        .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('message', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema.createIndex('ticket_threads_ticket_idx').on('ticket_threads').column('ticket_id').execute();

    await withTimestamps(
      withId(db.schema.createTable('ticket_attachments'), engine)
        .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
        .addColumn('thread_id', 'integer', (c) => c.references('ticket_threads.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text')
        .addColumn('size', 'integer'),
    ).execute();

    await withTimestamps(
      withId(db.schema.createTable('announcements'), engine)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('audience', 'text', (c) => c.notNull().defaultTo('all'))
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)),
    ).execute();

    await withTimestamps(
      withId(db.schema.createTable('compliance_trackings'), engine)
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('step', 'text')
        .addColumn('data', 'text'),
    ).execute();
    await db.schema.createIndex('compliance_trackings_subject_idx').on('compliance_trackings').columns(['subject_type', 'subject_id']).execute();
    await db.schema.createIndex('compliance_trackings_company_idx').on('compliance_trackings').columns(['company_id', 'status']).execute();

    await withTimestamps(
      withId(db.schema.createTable('kyc_files'), engine)
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('compliance_tracking_id', 'integer', (c) => c.references('compliance_trackings.id').onDelete('set null'))
        .addColumn('document_type', 'text')
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text')
        .addColumn('size', 'integer')
        .addColumn('status', 'text'),
    ).execute();

    await withTimestamps(
      withId(db.schema.createTable('white_labels'), engine)
        .addColumn('company_id', 'integer', (c) => c.unique().references('companies.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('background_url', 'text')
        .addColumn('primary_color', 'text')
        .addColumn('secondary_color', 'text')
        .addColumn('favicon_url', 'text')
        .addColumn('logo_url', 'text')
        .addColumn('dark_logo_url', 'text')
        .addColumn('support_email', 'text')
        .addColumn('theme', 'text')
        .addColumn('cache_set_at', 'text'),
    ).execute();

    await withTimestamps(
      withId(db.schema.createTable('white_label_documents'), engine)
        .addColumn('white_label_id', 'integer', (c) => c.notNull().references('white_labels.id').onDelete('cascade'))
        .addColumn('document_type', 'text', (c) => c.notNull())
        .addColumn('column_name', 'text')
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text'),
    ).execute();

    await withTimestamps(
      withId(db.schema.createTable('auth_checkpoints'), engine)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('status', 'text', (c) => c.notNull()),
    ).execute();
    await db.schema.createIndex('auth_checkpoints_user_idx').on('auth_checkpoints').column('user_id').execute();

    await withTimestamps(
      withId(db.schema.createTable('table_preferences'), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('table_name', 'text', (c) => c.notNull())
        .addColumn('columns', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('per_page', 'integer', (c) => c.notNull().defaultTo(100))
        .addUniqueConstraint('table_preferences_user_table_uq', ['user_id', 'table_name']),
    ).execute();

    await withTimestamps(
      withId(db.schema.createTable('products'), engine)
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('currency', 'text')
        .addColumn('price', money)
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)),
    ).execute();

    await withTimestamps(
      withId(db.schema.createTable('integrity_checks'), engine)
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('accounts_checked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('mismatches', 'text'),
    ).execute();

    await withId(db.schema.createTable('timeline_events'), engine)
      .addColumn('entity_class', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'integer', (c) => c.notNull())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('changes', 'text')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('timeline_events_entity_idx').on('timeline_events').columns(['entity_class', 'entity_id', 'created_at']).execute();
  },
});

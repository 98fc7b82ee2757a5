import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/** Companies, users, sign-in tokens, two-factor uses, throttles, e-mail outbox, settings, activity. */
export const m001Core = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withTimestamps(
      withId(db.schema.createTable('companies'), engine)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('legal_type', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('features', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('psp_portal_attached', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('white_label_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('company_types', 'text', (c) => c.notNull().defaultTo('["REGULAR"]'))
        .addColumn('affiliate_owner_company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('affiliation_code', 'text', (c) => c.unique())
        .addColumn('white_label_owner_company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('payment_service_status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
        .addColumn('portal_services', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('country', 'text'),
    ).execute();

    await withTimestamps(
      withId(db.schema.createTable('users'), engine)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('email_verified_at', 'text')
        .addColumn('avatar_path', 'text')
        .addColumn('totp_secret_enc', 'text')
        .addColumn('totp_pending_enc', 'text')
        .addColumn('totp_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('otp_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('otp_locked_until', 'text')
        .addColumn('otp_last_step', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('compliance_required', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('compliance_preparing', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('user_lead_id', 'integer')
        .addColumn('livechat_token', 'text')
        .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0)),
    ).execute();
    await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();

    await withId(db.schema.createTable('auth_tokens'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('impersonator_user_id', 'integer')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('auth_tokens_family_idx').on('auth_tokens').column('family_id').execute();
    await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();

    await withId(db.schema.createTable('otp_uses'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('step', 'integer', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('otp_uses_user_step_uq', ['user_id', 'step'])
      .execute();

    await db.schema.createTable('login_throttles')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('first_failure_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .execute();

    for (const table of ['password_resets', 'email_verifications'] as const) {
      let tb = withId(db.schema.createTable(table), engine)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull().unique());
      tb = table === 'password_resets' ? tb.addColumn('token_hash', 'text', (c) => c.notNull()) : tb.addColumn('code_hash', 'text', (c) => c.notNull()).addColumn('email', 'text', (c) => c.notNull());
      await tb
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    }

    await withId(db.schema.createTable('outbox'), engine)
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema.createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('activities'), engine)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('set null'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('meta', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('activities_company_idx').on('activities').columns(['company_id', 'created_at']).execute();
  },
});

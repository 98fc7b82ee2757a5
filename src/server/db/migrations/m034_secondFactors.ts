import type { DbEngine } from '../engine';
import { type MigrationDb, withId } from './helpers';

/**
 * Second factors beyond the authenticator app (issue 42, docs/decisions.md "Second factors"):
 * - recovery_codes: ten single-use codes per user, stored as keyed hashes; a new set replaces the old;
 * - passkeys: WebAuthn credentials (public key, signature counter) a user registered from the profile;
 * - webauthn_challenges: every challenge the server handed out, shared by every instance, single use,
 *   short-lived; a challenge that confirms a request carries that request's binding (the same keyed hash
 *   a one-time code is bound to);
 * - companies.two_factor_required: the company requires a second factor of every user;
 * - auth_tokens.second_factor: what confirmed the sign-in (totp, passkey, recovery_code), for the
 *   session list and the audit.
 */
export const m034SecondFactors = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('recovery_codes'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('recovery_codes_user_code_unique', ['user_id', 'code_hash'])
      .execute();

    await withId(db.schema.createTable('passkeys'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('credential_id', 'text', (c) => c.notNull().unique())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('device_type', 'text')
      .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();

    await withId(db.schema.createTable('webauthn_challenges'), engine)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('challenge', 'text', (c) => c.notNull().unique())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('binding', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('webauthn_challenges_expiry_idx').on('webauthn_challenges').column('expires_at').execute();

    await db.schema.alterTable('companies').addColumn('two_factor_required', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('auth_tokens').addColumn('second_factor', 'text').execute();
  },
});

import type { MigrationDb } from './helpers';

/**
 * The agent blacklist (docs/settings.md, autorecall): an administrator marks a transaction agent as
 * blacklisted; deposits whose sender has that agent's IBAN are recalled while the setting is on.
 */
export const m022AgentBlacklist = () => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('transaction_agents').addColumn('blacklisted_at', 'text').execute();
    await db.schema.alterTable('transaction_agents').addColumn('blacklisted_by', 'integer').execute();
    await db.schema.alterTable('transaction_agents').addColumn('blacklist_reason', 'text').execute();
    await db.schema.createIndex('transaction_agents_iban_idx').on('transaction_agents').column('iban').execute();
  },
});

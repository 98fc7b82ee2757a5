import type { DbEngine } from '../engine';
import { type MigrationDb, withId, withTimestamps } from './helpers';

/**
 * Admin companies: the external CRM (Zoho) id of a company, the business role of an employee, and
 * the onboarding of payment services per company (status and stage) with its transitions.
 */
export const m009CompanyOnboarding = (engine: DbEngine) => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('companies').addColumn('zoho_id', 'text').execute();
    // Unique where set: several companies may have none (both engines allow many NULLs in a unique index).
    await db.schema.createIndex('companies_zoho_id_idx').on('companies').column('zoho_id').unique().execute();
    await db.schema.alterTable('users').addColumn('employee_business_role_id', 'integer').execute();

    // One row per company and payment service once an admin has acted on it; before that the
    // status comes from the company's portal_services map.
    await withTimestamps(
      withId(db.schema.createTable('company_payment_services'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('stage', 'text'),
    ).execute();
    await db.schema.createIndex('company_payment_services_company_service_idx').on('company_payment_services').columns(['company_id', 'service']).unique().execute();

    // A transition moves a service from one stage to the next; it is pending until applied_at is set.
    await withTimestamps(
      withId(db.schema.createTable('onboarding_transitions'), engine)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('service', 'text', (c) => c.notNull())
        .addColumn('from_stage', 'text')
        .addColumn('to_stage', 'text', (c) => c.notNull())
        .addColumn('fields', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('applied_at', 'text')
        .addColumn('applied_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null')),
    ).execute();
    await db.schema.createIndex('onboarding_transitions_company_service_idx').on('onboarding_transitions').columns(['company_id', 'service', 'id']).execute();
  },
});

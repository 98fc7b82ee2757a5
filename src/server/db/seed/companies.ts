import type { Insertable } from 'kysely';
import type { CompaniesTable, UsersTable } from '../schema';
import { encryptSecret } from '../../auth/secrets';
import { COMPANY, type CompanyKey, DEMO_TOTP_SECRET, DEMO_USERS } from './constants';
import type { IdAllocator } from './batch';

export type CompanyIds = Record<CompanyKey, number>;

const features = (f: { affiliation?: boolean; crypto?: boolean; portals?: boolean; psp_portal?: boolean; create_accounts?: boolean }): string =>
  JSON.stringify({
    affiliation: f.affiliation ?? false,
    crypto: f.crypto ?? false,
    portals: f.portals ?? false,
    psp_portal: f.psp_portal ?? false,
    create_accounts: f.create_accounts ?? true,
  });

export const buildCompanies = (ids: IdAllocator, createdAt: string): { rows: Insertable<CompaniesTable>[]; companyIds: CompanyIds } => {
  const companyIds: CompanyIds = {
    acme: ids.next('companies'),
    nordlicht: ids.next('companies'),
    brightwave: ids.next('companies'),
    jane: ids.next('companies'),
    pending: ids.next('companies'),
  };
  const base = { created_at: createdAt, updated_at: createdAt, enabled: 1, psp_portal_attached: 0, white_label_enabled: 0, company_types: '["REGULAR"]', payment_service_status: 'ACTIVE' };
  const rows: Insertable<CompaniesTable>[] = [
    {
      ...base,
      id: companyIds.acme,
      name: COMPANY.acme,
      legal_type: 'company',
      country: 'DE',
      features: features({ affiliation: true, crypto: true, portals: true, psp_portal: true, create_accounts: true }),
      psp_portal_attached: 1,
      white_label_enabled: 1,
      company_types: JSON.stringify(['REGULAR', 'WHITE_LABEL']),
      affiliation_code: 'acme',
      // External CRM (Zoho) entity id: the iframe widget and a/companies/view-by-zoho-id find the company by it.
      zoho_id: 'ZCRM-1001',
      portal_services: JSON.stringify({ free_market: { is_attached: true, is_allowed: true }, bcb: { is_attached: false, is_allowed: true } }),
    },
    {
      ...base,
      id: companyIds.nordlicht,
      name: COMPANY.nordlicht,
      legal_type: 'company',
      country: 'DE',
      features: features({ portals: true, crypto: false }),
      affiliate_owner_company_id: companyIds.acme,
      affiliation_code: 'nordlicht',
      zoho_id: 'ZCRM-1002',
      portal_services: JSON.stringify({ bcb: { is_attached: true, is_allowed: true }, free_market: { is_attached: false, is_allowed: false } }),
    },
    {
      ...base,
      id: companyIds.brightwave,
      name: COMPANY.brightwave,
      legal_type: 'company',
      country: 'GB',
      features: features({}),
      white_label_owner_company_id: companyIds.acme,
      portal_services: '{}',
    },
    {
      ...base,
      id: companyIds.jane,
      name: COMPANY.jane,
      legal_type: 'individual',
      country: 'DE',
      features: features({ crypto: true }),
      portal_services: '{}',
    },
    {
      ...base,
      id: companyIds.pending,
      name: COMPANY.pending,
      legal_type: 'company',
      country: 'GB',
      enabled: 0,
      features: features({ create_accounts: false }),
      payment_service_status: 'ONBOARDING_START',
      portal_services: '{}',
    },
  ];
  return { rows, companyIds };
};

const NAMES: Record<string, readonly [string, string, string | null]> = {
  'superadmin@kontor.test': ['Sabine', 'Sommer', '+49 30 1234 5001'],
  'admin@kontor.test': ['Adrian', 'Keller', '+49 30 1234 5002'],
  'manager@kontor.test': ['Max', 'Mustermann', '+49 40 5550 1201'],
  'reader@kontor.test': ['Erika', 'Musterfrau', '+49 40 5550 1202'],
  'individual@kontor.test': ['Jane', 'Doe', '+49 89 5550 3300'],
  'pending@kontor.test': ['Paul', 'Penrose', '+44 20 7946 0101'],
  'nordlicht@kontor.test': ['Nils', 'Nordmann', '+49 421 5550 7700'],
  'brightwave@kontor.test': ['Olivia', 'Bennett', '+44 161 496 0555'],
  'approver@kontor.test': ['Lena', 'Vogt', '+49 40 5550 1203'],
};

export type UserIds = Record<string, number>;

/** The demo users: one password hash (computed once) for all, one TOTP secret for those with two-factor. */
export const buildUsers = (
  ids: IdAllocator,
  companyIds: CompanyIds,
  opts: { passwordHash: string; appKey: Buffer; createdAt: string },
): { rows: Insertable<UsersTable>[]; userIds: UserIds } => {
  const byName = new Map<string, number>(Object.entries(COMPANY).map(([key, name]) => [name, companyIds[key as CompanyKey]]));
  const userIds: UserIds = {};
  const rows = DEMO_USERS.map((u): Insertable<UsersTable> => {
    const id = ids.next('users');
    userIds[u.email] = id;
    const [first, last, phone] = NAMES[u.email] ?? ['Demo', 'User', null];
    return {
      id,
      email: u.email,
      first_name: first,
      last_name: last,
      phone,
      password_hash: opts.passwordHash,
      role: u.role,
      company_id: u.company ? (byName.get(u.company) ?? null) : null,
      enabled: 1,
      email_verified_at: opts.createdAt,
      totp_secret_enc: u.twoFactor ? encryptSecret(opts.appKey, DEMO_TOTP_SECRET) : null,
      totp_enabled: u.twoFactor ? 1 : 0,
      otp_failures: 0,
      otp_last_step: 0,
      compliance_required: u.email === 'pending@kontor.test' ? 1 : 0,
      compliance_preparing: 0,
      is_demo: 1,
      created_at: opts.createdAt,
      updated_at: opts.createdAt,
    };
  });
  return { rows, userIds };
};

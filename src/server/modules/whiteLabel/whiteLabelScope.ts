import type { Kysely } from 'kysely';
import type { AuthState, CompanyRow } from '../../context';
import type { Database } from '../../db/schema';
import { forbidden } from '../../domain/errors';
import { platformWhiteLabel, type WhiteLabelRow } from './platformWhiteLabel';

export const WHITE_LABEL_FEATURE_MESSAGE = 'The white-label feature is not enabled for your company.';

/** Whose white label a call reads or writes: the platform default (admins) or one company's (its managers). */
export type WhiteLabelScope = { companyId: number | null };

export const DEFAULT_SCOPE: WhiteLabelScope = { companyId: null };

/** The caller's company, when it has the white-label feature (document 1 section 6); 403 otherwise. */
export const whiteLabelCompany = (auth: AuthState): CompanyRow => {
  const company = auth.company;
  if (!company) throw forbidden('Your user is not attached to a company.');
  if (company.white_label_enabled !== 1) throw forbidden(WHITE_LABEL_FEATURE_MESSAGE);
  return company;
};

/** The scope's own white label row, if it has one. */
export const ownWhiteLabel = (db: Kysely<Database>, scope: WhiteLabelScope): Promise<WhiteLabelRow | undefined> =>
  scope.companyId === null
    ? platformWhiteLabel(db)
    : db.selectFrom('white_labels').selectAll().where('company_id', '=', scope.companyId).executeTakeFirst();

/**
 * What the scope shows: its own row or, for a company without one, the platform defaults the admins
 * set (inherited). The platform itself has nothing to inherit from.
 */
export const effectiveWhiteLabel = async (db: Kysely<Database>, scope: WhiteLabelScope): Promise<{ row: WhiteLabelRow | undefined; inherited: boolean }> => {
  const own = await ownWhiteLabel(db, scope);
  if (own || scope.companyId === null) return { row: own, inherited: false };
  return { row: await platformWhiteLabel(db), inherited: true };
};

/**
 * The scope's own row, created when missing: a company's starts as a copy of the platform defaults (what
 * its managers saw inherited), the platform's with the product name and nothing else.
 */
export const ensureWhiteLabel = async (db: Kysely<Database>, scope: WhiteLabelScope, now: string, defaultName: string): Promise<WhiteLabelRow> => {
  const own = await ownWhiteLabel(db, scope);
  if (own) return own;
  const base = scope.companyId === null ? undefined : await platformWhiteLabel(db);
  await db
    .insertInto('white_labels')
    .values({
      company_id: scope.companyId,
      name: base?.name ?? defaultName,
      theme: null,
      primary_color: base?.primary_color ?? null,
      secondary_color: base?.secondary_color ?? null,
      support_email: base?.support_email ?? null,
      background_url: base?.background_url ?? null,
      favicon_url: base?.favicon_url ?? null,
      logo_url: base?.logo_url ?? null,
      dark_logo_url: base?.dark_logo_url ?? null,
      cache_set_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const created = await ownWhiteLabel(db, scope);
  if (!created) throw new Error('The white label was not saved');
  return created;
};

/** The brand on a company's documents: the white label of its white-label owner, else the platform's, else Kontor. */
export const letterheadBrand = async (db: Kysely<Database>, company: Pick<CompanyRow, 'white_label_owner_company_id'>): Promise<string> => {
  if (company.white_label_owner_company_id !== null) {
    const owner = await ownWhiteLabel(db, { companyId: company.white_label_owner_company_id });
    if (owner?.name) return owner.name;
  }
  return (await platformWhiteLabel(db))?.name || 'Kontor';
};

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type ReportBrand = { name: string; color: string };

const DEFAULT_BRAND: ReportBrand = { name: 'Kontor', color: '#0b3d91' };

/**
 * The brand a company's statements carry, by the rule of its other documents (the wire confirmation,
 * the reference letter): the white label of its white-label owner, else the platform's, else Kontor.
 */
export const reportBrand = async (db: Kysely<Database>, companyId: number): Promise<ReportBrand> => {
  const company = await db.selectFrom('companies').select('white_label_owner_company_id').where('id', '=', companyId).executeTakeFirst();
  const owner = company?.white_label_owner_company_id ?? null;
  const own = owner === null ? undefined : await db.selectFrom('white_labels').select(['name', 'primary_color']).where('company_id', '=', owner).executeTakeFirst();
  const label = own?.name ? own : await db.selectFrom('white_labels').select(['name', 'primary_color']).where('company_id', 'is', null).orderBy('id').limit(1).executeTakeFirst();
  return label?.name ? { name: label.name, color: label.primary_color ?? DEFAULT_BRAND.color } : DEFAULT_BRAND;
};

import type { Kysely, Selectable } from 'kysely';
import type { AuthState, CompanyRow } from '../../context';
import type { Database } from '../../db/schema';
import type { PspLinksTable } from '../../db/schemaPsp';
import { forbidden, ruleBroken } from '../../domain/errors';
import { companyFeature } from '../bankAccounts/queries';

export type PspLinkRow = Selectable<PspLinksTable>;

export const PSP_ACCESS_MESSAGES = {
  feature: 'The PSP portal feature is not enabled for your company.',
  notSignedUp: 'Your company is not signed up at the PSP yet.',
  alreadySignedUp: 'Your company is already signed up at the PSP.',
} as const;

/** The caller's company, which must have the PSP portal feature (403 otherwise). */
export const pspCompany = (auth: AuthState): CompanyRow => {
  const company = auth.company;
  if (!company || !companyFeature(company, 'psp_portal')) throw forbidden(PSP_ACCESS_MESSAGES.feature);
  return company;
};

export const pspLinkOf = (db: Kysely<Database>, companyId: number): Promise<PspLinkRow | undefined> =>
  db.selectFrom('psp_links').selectAll().where('company_id', '=', companyId).executeTakeFirst();

/** The company's PSP link: it must have signed up (422 otherwise; 409 is the portal's duplicate question). */
export const requirePspLink = async (db: Kysely<Database>, companyId: number): Promise<PspLinkRow> => {
  const link = await pspLinkOf(db, companyId);
  if (!link) throw ruleBroken(PSP_ACCESS_MESSAGES.notSignedUp);
  return link;
};

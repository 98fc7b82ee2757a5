import type { AuthState, CompanyRow } from '../../context';
import { forbidden } from '../../domain/errors';
import { companyFeature } from '../bankAccounts/queries';

export const CRYPTO_MESSAGES = {
  feature: 'Crypto is not enabled for your company.',
} as const;

/**
 * Every crypto call needs the company's crypto feature (document 1 section 6). Two-factor comes from
 * the manager gate: company users need it, individuals are exempt as in the portal's access rules
 * (decisions.md "Crypto (manager)"); they are then not asked for one-time codes.
 */
export const cryptoCompany = (auth: AuthState): CompanyRow => {
  const company = auth.company;
  if (!company) throw forbidden('Your user is not attached to a company.');
  if (!companyFeature(company, 'crypto')) throw forbidden(CRYPTO_MESSAGES.feature);
  return company;
};

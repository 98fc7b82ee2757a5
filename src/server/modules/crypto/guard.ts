import type { AuthState, CompanyRow } from '../../context';
import { forbidden } from '../../http/errors';
import { companyFeature } from '../bankAccounts/queries';

export const CRYPTO_MESSAGES = {
  feature: 'Crypto is not enabled for your company.',
  twoFactor: 'Two-factor authentication must be enabled to use crypto.',
} as const;

/**
 * Every crypto call needs the company's crypto feature and two-factor (document 1 sections 2.3 and 6;
 * the manager gate already asks two-factor of company users, this adds it for individuals).
 */
export const cryptoCompany = (auth: AuthState): CompanyRow => {
  const company = auth.company;
  if (!company) throw forbidden('Your user is not attached to a company.');
  if (!companyFeature(company, 'crypto')) throw forbidden(CRYPTO_MESSAGES.feature);
  if (auth.user.totp_enabled !== 1) throw forbidden(CRYPTO_MESSAGES.twoFactor);
  return company;
};

import type { AuthState, CompanyRow, Member } from '../context';
import { forbidden } from './errors';

/** The company of a signed-in customer; a user attached to none may not act for one (403). */
export const companyOf = (auth: AuthState): CompanyRow => {
  if (!auth.company) throw forbidden('Your user is not attached to a company.');
  return auth.company;
};

/** The caller as a member of their company, what the services of a customer's calls take. */
export const memberOf = (auth: AuthState): Member => ({ user: auth.user, company: companyOf(auth) });

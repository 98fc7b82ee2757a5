import type { AuthState, CompanyRow } from '../../context';
import { forbidden } from '../../domain/errors';
import { MANAGER_GATE_MESSAGES, managerGate } from '../../http/managerGate';

/** The caller's company on a manager call (the route has already applied the manager gate). */
export const requireCompany = (auth: AuthState): CompanyRow => {
  if (!auth.company) throw forbidden(MANAGER_GATE_MESSAGES.noCompany);
  return auth.company;
};

const isManagerRole = (role: string): boolean => role === 'manager' || role === 'manager-reader';

/**
 * The caller's company on a call open to every signed-in user ("Common" calls) that reads company
 * data: managers pass the same gate as on manager calls (enabled company, two-factor or individual);
 * other users (admins) have no company and get null.
 */
export const userCompany = (auth: AuthState, callName: string): CompanyRow | null => {
  if (!isManagerRole(auth.user.role)) return null;
  managerGate(callName, auth);
  return auth.company;
};

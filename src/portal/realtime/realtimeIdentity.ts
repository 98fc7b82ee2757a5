import { companyChannel } from '../../contract/enums';
import { readToken, readUser } from '../providers/authStorage';
import { roleOf } from '../providers/roles';
import type { RealtimeIdentity } from './types';

/**
 * The identity of the stored session. Company events are for managers whose manager data loads:
 * company enabled, and an individual or a user with Google two-factor (document 1 section 5) — the
 * same gate the server applies at /broadcasting/auth.
 */
export const realtimeIdentity = (nowMs: number = Date.now()): RealtimeIdentity => {
  const token = readToken();
  const user = token && token.expires_at > Math.floor(nowMs / 1000) ? readUser() : null;
  if (!user) return { key: 'guest', companyChannel: null };
  const role = roleOf(user);
  const company = user.company;
  const allowed =
    (role === 'manager' || role === 'manager-reader') && company !== null && company.enabled && (company.legal_type === 'individual' || user.two_factor_auth.google);
  // createEcho adds the private- prefix itself, as laravel-echo does.
  const channel = allowed && company ? companyChannel(company.id).replace(/^private-/, '') : null;
  return { key: `user:${user.id}:${company?.id ?? 0}`, companyChannel: channel };
};

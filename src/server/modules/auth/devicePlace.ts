import type { Kysely } from 'kysely';
import type { DeviceSignInPlace } from '../../../contract/entities';
import { sourceOf } from '../../auth/rateLimit';
import type { Database } from '../../db/schema';

/**
 * The network an address belongs to, as far as "the same place" goes: an IPv4 address by its /24, an
 * IPv6 address by its /64 (one household or office usually holds either). null for no address.
 */
export const networkOf = (ip: string | null): string | null => {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  // IPv6: the /64 the rate limits count by.
  return v4 ? `${v4[1]}.${v4[2]}.${v4[3]}.0/24` : sourceOf(ip);
};

/**
 * Where the browser asking to be signed in is, compared with the person approving it (issue 38: an
 * attacker starts the request and sends the link): on the approver's network or not, and whether the
 * approver's account has ever signed in from that address (a device checkpoint seen signed in there).
 * Kontor has no address-to-city database; the network and the account's own history are what it knows.
 */
export const comparePlaces = async (db: Kysely<Database>, userId: number, requesterIp: string | null, approverIp: string | null): Promise<DeviceSignInPlace> => {
  const requester = networkOf(requesterIp);
  const seen = requesterIp
    ? await db.selectFrom('auth_checkpoints').select('id').where('user_id', '=', userId).where('ip', '=', requesterIp).where('last_seen_at', 'is not', null).where('status', '=', 'allowed').limit(1).executeTakeFirst()
    : undefined;
  return { approver_ip: approverIp, same_network: requester !== null && requester === networkOf(approverIp), known_address: seen !== undefined };
};

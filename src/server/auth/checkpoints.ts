import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { BROWSER_ID_LENGTH } from '../../contract/constants';
import { HEADERS } from '../../contract/http';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';

/**
 * Auth checkpoints: the devices a user signs in from. A device is the portal's browser identifier
 * (x-browser-id); a client that sends none is known by its address. The first sign-in from a device
 * creates its checkpoint (allowed); an admin may block it. A blocked checkpoint refuses the user's
 * sign-in from that browser and from the address it was last seen at, and its sessions end.
 */
export type SignInDevice = { browserId: string | null; ip: string | null; userAgent: string | null };

export const CHECKPOINT_BLOCKED_MESSAGE = 'Sign-in from this device has been blocked. Please contact support.';

const BROWSER_ID = new RegExp(`^[A-Za-z0-9]{${BROWSER_ID_LENGTH}}$`);

export const deviceOf = (req: FastifyRequest): SignInDevice => {
  const header = req.headers[HEADERS.browserId];
  const value = Array.isArray(header) ? header[0] : header;
  return {
    browserId: value && BROWSER_ID.test(value) ? value : null,
    ip: req.ip || null,
    userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
  };
};

/** True when a blocked checkpoint of the user matches this browser or this address. */
export const isDeviceBlocked = async (db: Kysely<Database>, userId: number, device: SignInDevice): Promise<boolean> => {
  const { browserId, ip } = device;
  if (browserId === null && ip === null) return false;
  const row = await db
    .selectFrom('auth_checkpoints')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'blocked')
    .where((eb) => eb.or([...(browserId ? [eb('browser_id', '=', browserId)] : []), ...(ip ? [eb('ip', '=', ip)] : [])]))
    .executeTakeFirst();
  return row !== undefined;
};

/** Records a sign-in through the device's checkpoint, creating it (allowed) on the first sign-in. */
export const passCheckpoint = async (db: Kysely<Database>, userId: number, device: SignInDevice, now: Date): Promise<{ id: number; isNew: boolean }> => {
  let q = db.selectFrom('auth_checkpoints').select('id').where('user_id', '=', userId);
  q = device.browserId ? q.where('browser_id', '=', device.browserId) : q.where('browser_id', 'is', null).where('ip', device.ip === null ? 'is' : '=', device.ip);
  const existing = await q.orderBy('id').executeTakeFirst();
  const at = nowIso(now);
  if (existing) {
    await db.updateTable('auth_checkpoints').set({ ip: device.ip, user_agent: device.userAgent, last_seen_at: at, updated_at: at }).where('id', '=', existing.id).execute();
    return { id: existing.id, isNew: false };
  }
  const created = await db
    .insertInto('auth_checkpoints')
    .values({ user_id: userId, browser_id: device.browserId, ip: device.ip, user_agent: device.userAgent, status: 'allowed', last_seen_at: at, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: created.id, isNew: true };
};

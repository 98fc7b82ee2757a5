import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { BROWSER_ID_LENGTH } from '../../contract/constants';
import { HEADERS } from '../../contract/http';
import type { Database } from '../db/schema';
import { nowIso } from '../db/values';

/**
 * Auth checkpoints: the devices a user signs in from. A device is the portal's browser identifier
 * (x-browser-id); a client that sends none is known by its address. The first sign-in from a device
 * creates its checkpoint (allowed); an admin may block it. A blocked checkpoint refuses the user's
 * sign-in from that browser and from the address it was last seen at, and its sessions end.
 * Wrong passwords are counted on the checkpoint of the device they came from (failed_attempts).
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

/** The user's checkpoint row of this device: by browser id, or for a client without one by its address. */
const deviceRow = (db: Kysely<Database>, userId: number, device: SignInDevice) => {
  const q = db.selectFrom('auth_checkpoints').select(['id', 'last_seen_at']).where('user_id', '=', userId);
  return (device.browserId ? q.where('browser_id', '=', device.browserId) : q.where('browser_id', 'is', null).where('ip', device.ip === null ? 'is' : '=', device.ip)).orderBy('id').executeTakeFirst();
};

/**
 * Records a sign-in through the device's checkpoint, creating it (allowed) on the first sign-in. A row
 * that only failed sign-ins created (never signed in through) counts as a new device.
 */
export const passCheckpoint = async (db: Kysely<Database>, userId: number, device: SignInDevice, now: Date): Promise<{ id: number; isNew: boolean }> => {
  const existing = await deviceRow(db, userId, device);
  const at = nowIso(now);
  if (existing) {
    await db.updateTable('auth_checkpoints').set({ ip: device.ip, user_agent: device.userAgent, last_seen_at: at, updated_at: at }).where('id', '=', existing.id).execute();
    return { id: existing.id, isNew: existing.last_seen_at === null };
  }
  const created = await db
    .insertInto('auth_checkpoints')
    .values({ user_id: userId, browser_id: device.browserId, ip: device.ip, user_agent: device.userAgent, status: 'allowed', last_seen_at: at, failed_attempts: 0, last_failed_at: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: created.id, isNew: true };
};

/**
 * Counts a wrong password for the user on the checkpoint of the device it came from, so an admin sees
 * failed sign-ins with their address (and can block that address for the user). A browser id counts
 * only when it is already a known device of the user; otherwise the attempt is recorded by address,
 * so made-up browser ids cannot add rows. The row's address is not moved: it stays the address the
 * device last signed in from.
 */
export const recordFailedCheckpoint = async (db: Kysely<Database>, userId: number, device: SignInDevice, now: Date): Promise<number> => {
  const at = nowIso(now);
  const known = device.browserId ? await deviceRow(db, userId, device) : undefined;
  const byAddress: SignInDevice = { ...device, browserId: null };
  const existing = known ?? (await deviceRow(db, userId, byAddress));
  if (existing) {
    await db
      .updateTable('auth_checkpoints')
      .set({ failed_attempts: sql<number>`failed_attempts + 1`, last_failed_at: at, updated_at: at })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const created = await db
    .insertInto('auth_checkpoints')
    .values({ user_id: userId, browser_id: null, ip: device.ip, user_agent: device.userAgent, status: 'allowed', last_seen_at: null, failed_attempts: 1, last_failed_at: at, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
};

/**
 * The user's checkpoint of a device that has not signed in yet (a browser waiting for a sign-in
 * approved from another device, issue 18): found or created (allowed, never seen), so an admin sees
 * the device the approval was given to and can block it. Returns its id.
 */
export const noteCheckpoint = async (db: Kysely<Database>, userId: number, device: SignInDevice, now: Date): Promise<number> => {
  const existing = await deviceRow(db, userId, device);
  if (existing) return existing.id;
  const at = nowIso(now);
  const created = await db
    .insertInto('auth_checkpoints')
    .values({ user_id: userId, browser_id: device.browserId, ip: device.ip, user_agent: device.userAgent, status: 'allowed', last_seen_at: null, failed_attempts: 0, last_failed_at: null, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
};

/** A checkpoint's user and status, or undefined. */
export const checkpointById = (db: Kysely<Database>, id: number) => db.selectFrom('auth_checkpoints').select(['id', 'user_id', 'status']).where('id', '=', id).executeTakeFirst();

export const setCheckpointStatus = async (db: Kysely<Database>, id: number, status: string, now: Date): Promise<void> => {
  await db.updateTable('auth_checkpoints').set({ status, updated_at: nowIso(now) }).where('id', '=', id).execute();
};

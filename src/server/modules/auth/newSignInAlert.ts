import type { FastifyRequest } from 'fastify';
import type { SignInDevice } from '../../auth/checkpoints';
import type { AppContext, UserRow } from '../../context';
import { sendMail } from '../mail/outbox';
import { insertNotifications, publishNotifications } from '../notifications/notify';
import { networkOf } from './devicePlace';

export const NEW_SIGN_IN_SUBJECT = 'New sign-in to your account';
export const NEW_SIGN_IN_TITLE = 'New sign-in';

/** What is known before the sign-in is recorded: whether this device and this address signed in to the account before. */
export type SignInNovelty = { firstSignIn: boolean; newAddress: boolean };

/** Read before the sign-in's own tokens are written: any earlier own sign-in, and any from this address. */
export const signInNovelty = async (ctx: AppContext, userId: number, ip: string | null): Promise<SignInNovelty> => {
  const base = ctx.db.selectFrom('auth_tokens').select('id').where('user_id', '=', userId).where('kind', '=', 'refresh').where('impersonator_user_id', 'is', null);
  const earlier = await base.limit(1).executeTakeFirst();
  const here = ip ? await base.where('ip', '=', ip).limit(1).executeTakeFirst() : undefined;
  return { firstSignIn: earlier === undefined, newAddress: here === undefined };
};

/** A browser and system as a person reads them, from the user agent (no parser library: the few families that matter). */
export const deviceName = (userAgent: string | null): string => {
  if (!userAgent) return 'an unknown browser';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null;
  const system = /Windows/.test(userAgent) ? 'Windows' : /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : null;
  const parts = [browser, system].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : userAgent.slice(0, 80);
};

/**
 * A sign-in from a device or an address the account has not signed in from before (issue 42): the
 * user gets one e-mail and, as a customer, one notification naming the place (the address and its
 * network; Kontor has no address-to-city database) and the device. Not for the account's very first
 * sign-in, and once per sign-in however new it is.
 */
export const alertNewSignIn = async (ctx: AppContext, req: FastifyRequest, user: UserRow, device: SignInDevice, newDevice: boolean, novelty: SignInNovelty): Promise<boolean> => {
  if (novelty.firstSignIn || (!newDevice && !novelty.newAddress)) return false;
  const name = deviceName(device.userAgent);
  const address = device.ip ?? 'an unknown address';
  const network = networkOf(device.ip);
  const when = ctx.now().toISOString().replace('T', ' ').slice(0, 16);
  await sendMail(ctx, req.log, {
    to: user.email,
    subject: NEW_SIGN_IN_SUBJECT,
    body:
      `Hello ${user.first_name},\n\n` +
      `your account was signed in to on ${when} (UTC) from ${newDevice ? 'a new device' : 'a new address'}:\n\n` +
      `Device: ${name}\nAddress: ${address}${network ? ` (network ${network})` : ''}\n\n` +
      'If this was you, there is nothing to do. If it was not, change your password at once (Profile), end the other sessions there, and contact support.',
  });
  if (user.company_id !== null) {
    const events = await insertNotifications(ctx.db, ctx.now(), {
      userIds: [user.id],
      companyId: user.company_id,
      type: 'auth.new_sign_in',
      title: NEW_SIGN_IN_TITLE,
      message: `Signed in from ${name} at ${address}`,
      notificationable: null,
    });
    await publishNotifications(ctx, user.company_id, events);
  }
  return true;
};

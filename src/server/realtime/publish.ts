import type { AppContext } from '../context';
import { recordWebhookEvent, webhookOfBroadcast } from '../webhooks/record';
import type { Realtime } from './types';

/** Used when no realtime is running (tests, tools): publishing does nothing, no socket can be authorised. */
export const NO_REALTIME: Realtime = {
  key: '',
  authorize: () => ({ ok: false, reason: 'unknown_socket' }),
  broadcast: async () => undefined,
  disconnectUser: () => 0,
};

const COMPANY_CHANNEL = /^private-company\.(\d+)$/;

/**
 * The realtime of the app: modules publish with `realtimeOf(ctx).broadcast(channel, event, data)`.
 * A company-channel event that is also a webhook event (issue 41: account updated, import finished,
 * statement ready) is recorded for the company's endpoints on the way (webhooks/record.ts); a failure
 * there is logged and does not stop the broadcast.
 */
export const realtimeOf = (ctx: AppContext): Realtime => {
  const inner = ctx.realtime ?? NO_REALTIME;
  return {
    key: inner.key,
    authorize: (socketId, channel, owner) => inner.authorize(socketId, channel, owner),
    disconnectUser: (userId, familyId) => inner.disconnectUser(userId, familyId),
    broadcast: async (channel, event, data) => {
      const company = COMPANY_CHANNEL.exec(channel)?.[1];
      const hook = company ? webhookOfBroadcast(event, data) : null;
      if (company && hook) {
        await recordWebhookEvent(ctx.db, Number(company), hook, data, ctx.now().toISOString()).catch((err: unknown) => {
          process.emitWarning(`webhook event ${hook} not recorded: ${err instanceof Error ? err.message : String(err)}`);
        });
      }
      await inner.broadcast(channel, event, data);
    },
  };
};

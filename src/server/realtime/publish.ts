import type { AppContext } from '../context';
import type { Realtime } from './types';

/** Used when no realtime is running (tests, tools): publishing does nothing, no socket can be authorised. */
export const NO_REALTIME: Realtime = {
  key: '',
  authorize: () => ({ ok: false, reason: 'unknown_socket' }),
  broadcast: async () => undefined,
  disconnectUser: () => 0,
};

/** The realtime of the app: modules publish with `realtimeOf(ctx).broadcast(channel, event, data)`. */
export const realtimeOf = (ctx: AppContext): Realtime => ctx.realtime ?? NO_REALTIME;

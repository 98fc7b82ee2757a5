import type { RealtimeSource } from '../../../src/portal/realtime/RealtimeContext';

export type FakeRealtime = RealtimeSource & {
  /** Delivers `data` to every handler of `event`, as the server's broadcast would. */
  emit: (event: string, data: unknown) => void;
};

/** A realtime source of one test: nothing connects; the test sends the events. */
export const fakeRealtime = (): FakeRealtime => {
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  return {
    on: (event, handler) => {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => {
        set.delete(handler);
      };
    },
    emit: (event, data) => {
      for (const handler of [...(handlers.get(event) ?? [])]) handler(data);
    },
  };
};

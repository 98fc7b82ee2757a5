import { createStore } from './createStore';
import type { AlertSpec } from '../providers/errorReaction';

export type AlertRequest = AlertSpec & { id: number };

const store = createStore<readonly AlertRequest[]>([]);
let nextId = 1;

/** The error and warning alerts of the error catalogue, shown one at a time by ErrorAlertDialog. */
export const alertStore = {
  ...store,
  /** Several calls failing together (a 500 on a page with five lists) show one alert, not five. */
  show: (spec: AlertSpec): void => {
    const queue = store.get();
    if (queue.some((alert) => alert.message === spec.message && alert.severity === spec.severity)) return;
    store.set([...queue, { ...spec, id: nextId++ }]);
  },
  dismiss: (id: number): void => store.set(store.get().filter((alert) => alert.id !== id)),
};

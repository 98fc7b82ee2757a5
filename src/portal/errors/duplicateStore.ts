import { createStore } from './createStore';

export type DuplicateQuestion = { message: string; settle: (confirmed: boolean) => void };

const store = createStore<DuplicateQuestion | null>(null);

const answer = (confirmed: boolean): void => {
  const open = store.get();
  store.set(null);
  open?.settle(confirmed);
};

/** The "confirm duplicate allowed" modal (document 2 section 8, 409), mounted once in the layout. */
export const duplicateStore = {
  ...store,
  /** Resolves true when the user confirms sending the suspected duplicate anyway. */
  ask: (message: string): Promise<boolean> => {
    answer(false);
    return new Promise((resolve) => store.set({ message, settle: resolve }));
  },
  answer,
};

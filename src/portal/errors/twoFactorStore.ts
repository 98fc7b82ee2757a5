import type { SecondFactorAnswer, SecondFactorChoices } from '../providers/writePrompts';
import type { TwoFactorOutcome, TwoFactorSummary } from '../twoFactor/TwoFactorModal';
import { createStore } from './createStore';

export type TwoFactorResult = 'confirmed' | 'cancelled';

/** An open prompt: `verify` sends the request again with a code or a passkey (null: accepted, else the refusal). */
export type TwoFactorPromptState = {
  verify: (answer: SecondFactorAnswer) => Promise<TwoFactorOutcome>;
  settle: (result: TwoFactorResult) => void;
  summary: TwoFactorSummary | null;
  choices: SecondFactorChoices;
};

const store = createStore<TwoFactorPromptState | null>(null);

const close = (result: TwoFactorResult): void => {
  const open = store.get();
  store.set(null);
  open?.settle(result);
};

/** The two-factor prompt mounted once in the layout (TwoFactorPrompt), asked for by form submits. */
export const twoFactorStore = {
  ...store,
  /** Opens the prompt; resolves 'confirmed' once `verify` accepted a code, 'cancelled' when closed. */
  ask: (verify: TwoFactorPromptState['verify'], summary: TwoFactorSummary | null = null, choices: SecondFactorChoices = { passkey: false }): Promise<TwoFactorResult> => {
    close('cancelled');
    return new Promise((resolve) => store.set({ verify, settle: resolve, summary, choices }));
  },
  confirm: (): void => close('confirmed'),
  /** Cancel, and the reset of a 403 without otp-required (document 2 section 8). */
  cancel: (): void => close('cancelled'),
};

import type { TwoFactorOutcome, TwoFactorSummary } from '../twoFactor/TwoFactorModal';
import { errorReaction, type AlertSpec } from '../providers/errorReaction';

/** What a send attempt carries beyond the form values: the code entered, and the duplicate confirmation. */
export type SendExtras = { oneTimeCode?: string; bypassDuplicateCheck: boolean };

/** The modals a submit may open; the shell's stores in the portal, stubs in tests. */
export type SubmitUi = {
  askTwoFactor: (verify: (code: string) => Promise<TwoFactorOutcome>, summary?: TwoFactorSummary | null) => Promise<'confirmed' | 'cancelled'>;
  askDuplicate: (message: string) => Promise<boolean>;
  resetTwoFactor: () => void;
  showAlert: (alert: AlertSpec) => void;
};

export type SubmitOutcome<T> =
  | { status: 'success'; result: T }
  | { status: 'errors'; fields: Record<string, string>; message: string }
  | { status: 'alerted' }
  | { status: 'cancelled' };

type Attempt<T> = { ok: true; result: T } | { ok: false; error: unknown };

/**
 * One form submit through the error catalogue (document 2 section 8): a 403 asking for a code opens
 * the two-factor prompt and sends again with the code (a refused code stays in the prompt); a 409
 * asks to confirm the duplicate and sends again with bypass_duplicate_check; 401 and 5xx alert; 422
 * and other errors come back as field messages.
 */
export const submitWithReactions = async <T>(send: (extras: SendExtras) => Promise<T>, ui: SubmitUi, summary: TwoFactorSummary | null = null): Promise<SubmitOutcome<T>> => {
  const extras: SendExtras = { bypassDuplicateCheck: false };
  const attempt = async (): Promise<Attempt<T>> => {
    try {
      return { ok: true, result: await send({ ...extras }) };
    } catch (error) {
      return { ok: false, error };
    }
  };

  let outcome = await attempt();
  for (;;) {
    if (outcome.ok) return { status: 'success', result: outcome.result };
    const reaction = errorReaction(outcome.error, 'form');
    switch (reaction.kind) {
      case 'twoFactor': {
        const settled: { attempt: Attempt<T> | null } = { attempt: null };
        const answer = await ui.askTwoFactor(async (code) => {
          extras.oneTimeCode = code;
          const next = await attempt();
          const again = next.ok ? null : errorReaction(next.error, 'form');
          if (again?.kind === 'twoFactor') return { refused: again.message };
          settled.attempt = next;
          return null;
        }, summary);
        if (answer === 'cancelled' || !settled.attempt) return { status: 'cancelled' };
        outcome = settled.attempt;
        break;
      }
      case 'duplicate':
        if (!(await ui.askDuplicate(reaction.message))) return { status: 'cancelled' };
        extras.bypassDuplicateCheck = true;
        outcome = await attempt();
        break;
      case 'resetTwoFactor':
        ui.resetTwoFactor();
        return { status: 'errors', fields: {}, message: reaction.message };
      case 'alert':
        ui.showAlert(reaction);
        return { status: 'alerted' };
      case 'fields':
        return { status: 'errors', fields: reaction.fields, message: reaction.message };
      default:
        // 'logout' and 'none' belong to other contexts than forms.
        return { status: 'errors', fields: {}, message: 'app.error.unexpected' };
    }
  }
};

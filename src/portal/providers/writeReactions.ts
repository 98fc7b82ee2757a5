import { isApiError, isOtpRequired } from './ApiError';
import { apiErrorEvents } from './apiErrorEvents';
import { errorReaction } from './errorReaction';
import { createIdempotencyKeys, type IdempotencyKeys } from './idempotencyKeys';
import { assertPasskey } from './passkeyBrowser';
import { isRecord } from './storage';
import { writePrompts, type CodeSummary, type SecondFactorAnswer, type WritePrompts } from './writePrompts';

/**
 * What a write carries beyond its data, as react-admin's `meta`. Pages set `summary` (and
 * `oneTimeCode` when they ask for the code themselves); the wrapper sets the rest on its re-sends.
 */
export type WriteMeta = {
  /** What the code dialog shows the code confirms (amount with currency, payee). */
  summary?: CodeSummary | null;
  /** A one-time code for this write (the one-time-code header). */
  oneTimeCode?: string;
  /** A passkey assertion for this write, or `request` to be given a challenge bound to it (the passkey-assertion header). */
  passkeyAssertion?: string;
  /** The call's 409 is a refusal to show, not a suspected duplicate to confirm (a passkey already registered, issue 42). */
  conflictIsRefusal?: boolean;
  /** The person confirmed a suspected duplicate: sent with bypass_duplicate_check. */
  bypassDuplicate?: boolean;
  /**
   * One key for a write and all its re-sends (the Idempotency-Key of the contract's IDEMPOTENT_CALLS). The
   * wrapper makes it; a page that keeps one key across its submits (the public purchase page) gives its own.
   */
  idempotencyKey?: string;
};

/** The message of a HandledWriteError: react-admin notifies a failed save's message, the shell drops this one. */
export const HANDLED_WRITE = 'kontor.handled_write';

/**
 * A write that ended in a way the person has seen already: they closed the code or duplicate dialog,
 * or the shell showed the error's alert (5xx, maintenance). Nothing more is to be said about it.
 */
export class HandledWriteError extends Error {
  override readonly name = 'HandledWriteError';
  constructor(cause?: unknown) {
    super(HANDLED_WRITE, { cause });
  }
}

export const isHandledWrite = (error: unknown): error is HandledWriteError => error instanceof HandledWriteError;

type Attempt<T> = { ok: true; result: T } | { ok: false; error: unknown };

/**
 * One write through the error catalogue (document 2 section 8): a 403 asking for a code opens the code
 * dialog and sends again with the code (a refused code stays in the dialog); a 409 asks to confirm the
 * duplicate and sends again with bypassDuplicate. Every other error is thrown: a 422's field messages
 * for the form, an alert the shell has shown as a HandledWriteError.
 */
export const sendWithReactions = async <T>(send: (meta: WriteMeta) => Promise<T>, meta: WriteMeta, prompts: WritePrompts | null = writePrompts.current()): Promise<T> => {
  const extras: WriteMeta = { ...meta };
  const attempt = async (): Promise<Attempt<T>> => {
    try {
      return { ok: true, result: await send({ ...extras }) };
    } catch (error) {
      return { ok: false, error };
    }
  };

  let outcome = await attempt();
  for (;;) {
    if (outcome.ok) return outcome.result;
    const { error } = outcome;
    if (prompts && isOtpRequired(error)) {
      let settled: Attempt<T> | null = null;
      /** The answer to the code or passkey: null when the write is through, else the refusal for the dialog. */
      const conclude = (next: Attempt<T>): { refused: string } | null => {
        if (!next.ok && isOtpRequired(next.error)) return { refused: next.error.message };
        settled = next;
        return null;
      };
      const check = async (answer: SecondFactorAnswer) => {
        if ('code' in answer) {
          extras.oneTimeCode = answer.code;
          delete extras.passkeyAssertion;
          return conclude(await attempt());
        }
        // A passkey: the server binds a challenge to this very write, the authenticator signs it, and the
        // write is sent again with the assertion (a changed payload would need a new one).
        delete extras.oneTimeCode;
        extras.passkeyAssertion = 'request';
        const asked = await attempt();
        delete extras.passkeyAssertion;
        if (asked.ok || !isOtpRequired(asked.error) || !asked.error.passkeyOptions) return conclude(asked);
        try {
          extras.passkeyAssertion = await assertPasskey(asked.error.passkeyOptions);
        } catch (refusal) {
          return { refused: isApiError(refusal) ? refusal.message : String(refusal) };
        }
        // Kept for a re-send of the same write, as a code is (the challenge is spent once the write succeeds).
        return conclude(await attempt());
      };
      const answer = await prompts.askCode(check, meta.summary ?? null, { passkey: error.otpMethods.includes('passkey') });
      if (answer === 'cancelled' || !settled) throw new HandledWriteError(error);
      outcome = settled;
    } else if (prompts && isApiError(error) && error.status === 409 && !meta.conflictIsRefusal) {
      if (!(await prompts.askDuplicate(error.message))) throw new HandledWriteError(error);
      extras.bypassDuplicate = true;
      outcome = await attempt();
    } else {
      const reaction = errorReaction(error, 'form');
      if (reaction.kind === 'resetTwoFactor') prompts?.resetCode();
      // The shell's listener has shown the alert of an answer it was told about (errors/ApiErrorListener).
      throw reaction.kind === 'alert' && apiErrorEvents.wasReported(error) ? new HandledWriteError(error) : error;
    }
  }
};

/** A write method: its last argument is react-admin's params object (with `meta`), or it takes none. */
type WriteMethod = (...args: never[]) => Promise<unknown>;

const keysOf = new Map<string, IdempotencyKeys>();

const reacting = <M extends WriteMethod>(name: string, method: M): M => {
  const send = method as unknown as (...args: unknown[]) => Promise<unknown>;
  const wrapped = async (...args: unknown[]) => {
    const last = args.at(-1);
    const head = isRecord(last) ? args.slice(0, -1) : args;
    const { meta, ...params } = isRecord(last) ? last : {};
    const given: WriteMeta = isRecord(meta) ? meta : {};
    const keys = keysOf.get(name) ?? createIdempotencyKeys();
    keysOf.set(name, keys);
    // The payload names the key: a submit sent again unchanged after an unknown outcome keeps its key.
    const idempotencyKey = given.idempotencyKey ?? keys.begin(JSON.stringify([head, params]));
    return sendWithReactions(async (extras) => {
      try {
        const result = await send(...head, { ...params, meta: { ...extras, idempotencyKey } });
        keys.end();
        return result;
      } catch (error) {
        keys.end(error);
        throw error;
      }
    }, given);
  };
  return wrapped as unknown as M;
};

/**
 * The write wrapper around the dataProvider: every method of `methods` sends through
 * sendWithReactions, with the Idempotency-Key kept across its re-sends. So <Edit>, <Create>, useUpdate,
 * <DeleteWithConfirmButton> and the custom actions all get the code dialog and the duplicate
 * confirmation, driven by `meta`.
 */
export const withWriteReactions = <T extends Record<string, WriteMethod>>(methods: T): T =>
  Object.fromEntries(Object.entries(methods).map(([name, method]) => [name, reacting(name, method)])) as T;

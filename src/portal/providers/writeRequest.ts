import type { CallName, CallParams } from '../../contract/calls';
import type { CallResponse } from '../../contract/entities';
import { HEADERS, IDEMPOTENT_CALLS } from '../../contract/http';
import { callLoose, type CallArgs, type LooseCallArgs, type Unwrapped } from './callApi';
import type { WriteMeta } from './writeReactions';

const isForm = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

/** The body with the duplicate confirmation, in JSON or in a multipart upload (imports). */
const confirmedDuplicate = (body: unknown): unknown => {
  if (!isForm(body)) return { ...(body as object), bypass_duplicate_check: true };
  const copy = new FormData();
  body.forEach((value, key) => copy.append(key, value));
  copy.set('bypass_duplicate_check', '1');
  return copy;
};

/**
 * The one place where a write's `meta` becomes its request: the code as the one-time-code header (a passkey
 * assertion as the passkey-assertion header), the
 * confirmed duplicate as bypass_duplicate_check, the Idempotency-Key for the contract's IDEMPOTENT_CALLS
 * (JSON bodies only). Errors of a write belong to the form that sent it (errorContext 'form').
 */
export const writeArgs = <A extends LooseCallArgs>(name: CallName, args: A, meta: WriteMeta = {}): A => {
  const idempotent = meta.idempotencyKey && (IDEMPOTENT_CALLS as readonly string[]).includes(name) && !isForm(args.body);
  return {
    ...args,
    body: meta.bypassDuplicate ? confirmedDuplicate(args.body) : args.body,
    oneTimeCode: meta.oneTimeCode ?? args.oneTimeCode,
    errorContext: args.errorContext ?? 'form',
    headers: {
      ...args.headers,
      ...(idempotent && meta.idempotencyKey ? { [HEADERS.idempotencyKey]: meta.idempotencyKey } : {}),
      ...(meta.passkeyAssertion ? { [HEADERS.passkeyAssertion]: meta.passkeyAssertion } : {}),
    },
  };
};

/** A custom write's arguments: the call's own (path parameters, query, body) and react-admin's `meta`. */
export type ActionArgs<N extends CallName> = CallArgs<N> & { meta?: WriteMeta };
type ArgsOf<N extends CallName> = CallParams<N> extends undefined ? [ActionArgs<N>?] : [ActionArgs<N>];

/** A typed custom write of the dataProvider over one call of the contract (wrapped by withWriteReactions). */
export const action =
  <N extends CallName>(name: N) =>
  (...[args]: ArgsOf<N>): Promise<Unwrapped<CallResponse<N>>> => {
    const { meta, ...call } = (args ?? {}) as ActionArgs<N>;
    // The contract types the arguments (CallArgs); the loose call sends them as they are.
    return callLoose<Unwrapped<CallResponse<N>>>(name, writeArgs(name, call as LooseCallArgs, meta));
  };

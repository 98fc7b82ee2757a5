import { useCallback, useRef, useState } from 'react';
import type { CallBody, CallName, CallParams } from '../../contract/calls';
import type { CallResponse } from '../../contract/entities';
import { HEADERS, IDEMPOTENT_CALLS } from '../../contract/http';
import type { TwoFactorSummary } from '../twoFactor/TwoFactorModal';
import { callRoutes } from '../../contract/callRoutes';
import { fillPath } from '../../contract/http';
import type { Unwrapped } from '../providers/callApi';
import { httpClient, unwrap } from '../providers/httpClient';
import { alertStore } from './alertStore';
import { duplicateStore } from './duplicateStore';
import { focusFieldError } from './focusFieldError';
import { createIdempotencyKeys } from '../providers/idempotencyKeys';
import { submitWithReactions, type SendExtras, type SubmitUi } from './submitWithReactions';
import { twoFactorStore } from './twoFactorStore';

export type KontorSubmitOptions<N extends CallName, V> = {
  /** Path parameters of the call, fixed or from the values. */
  params?: CallParams<N> | ((values: V) => CallParams<N>);
  /** `message`: the answer's own `message` beside its data (what the server says it did), or null. */
  onSuccess?: (result: Unwrapped<CallResponse<N>>, values: V, answer: { message: string | null }) => void;
  /** What the two-factor prompt shows as confirmed (amount with currency, payee), from the submitted values. */
  summary?: (values: V) => TwoFactorSummary | null;
};

/** What react-admin's forms submit. */
export type FormValues = Record<string, unknown>;

export type KontorSubmit = {
  /**
   * For react-admin's <Form onSubmit>: resolves with the field messages to put on the inputs. It takes
   * the form's values as react-admin hands them over; the form's inputs make them the payload's values.
   */
  submit: (values: FormValues) => Promise<Record<string, string> | undefined>;
  loading: boolean;
  /** Set from submit to its end; a second submit meanwhile is ignored (document 1 section 4 "Form submit"). */
  submitted: boolean;
  /** Field messages of the last submit (422 and other form errors). */
  errors: Record<string, string>;
  /** The form-level message of the last failed submit (translation key or server text), or null. */
  message: string | null;
};

const shellUi: SubmitUi = {
  askTwoFactor: twoFactorStore.ask,
  askDuplicate: duplicateStore.ask,
  resetTwoFactor: twoFactorStore.cancel,
  showAlert: alertStore.show,
};

/** The body with the duplicate confirmation, in JSON or in a multipart upload (imports). */
const withExtras = (body: unknown, { bypassDuplicateCheck }: SendExtras): unknown => {
  if (!bypassDuplicateCheck) return body;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const copy = new FormData();
    body.forEach((value, key) => copy.append(key, value));
    copy.set('bypass_duplicate_check', '1');
    return copy;
  }
  return { ...(body as object), bypass_duplicate_check: true };
};

/**
 * Submits a form to a call of the contract with the reactions of the error catalogue: the two-factor
 * prompt, the duplicate confirmation, alerts, and field errors returned to react-admin's form (the
 * topmost failing field is focused). Payment forms use it:
 * `const { submit } = useKontorSubmit('manager.transactions.create', toBody, { params: { kind: 'iban' } })`.
 */
export const useKontorSubmit = <N extends CallName, V extends FormValues>(name: N, payload: (values: V) => CallBody<N> | FormData, options: KontorSubmitOptions<N, V> = {}): KontorSubmit => {
  const [state, setState] = useState({ loading: false, submitted: false, errors: {} as Record<string, string>, message: null as string | null });
  const busy = useRef(false);
  const keys = useRef(createIdempotencyKeys());
  const latest = useRef({ name, payload, options });
  latest.current = { name, payload, options };

  const submit = useCallback(async (formValues: FormValues) => {
    const values = formValues as V;
    if (busy.current) return undefined;
    busy.current = true;
    setState({ loading: true, submitted: true, errors: {}, message: null });
    const { name: call, payload: build, options: opts } = latest.current;
    try {
      const given: unknown = opts.params;
      // Path parameters are plain objects; a function computes them from the values.
      const params = typeof given === 'function' ? (given as (v: V) => unknown)(values) : given;
      const body = build(values);
      const idempotent = (IDEMPOTENT_CALLS as readonly string[]).includes(call) && !(typeof FormData !== 'undefined' && body instanceof FormData);
      const key = idempotent ? keys.current.begin(JSON.stringify({ params, body })) : null;
      let serverMessage: string | null = null;
      const outcome = await submitWithReactions(
        async (extras) => {
          try {
            const [method, path] = callRoutes[call];
            const response = await httpClient(fillPath(path, (params as Record<string, string | number> | undefined) ?? {}), {
              method,
              body: withExtras(body, extras),
              oneTimeCode: extras.oneTimeCode,
              errorContext: 'form',
              ...(key ? { headers: { [HEADERS.idempotencyKey]: key } } : {}),
            });
            if (key) keys.current.end();
            const answer: unknown = response.body;
            serverMessage = typeof answer === 'object' && answer !== null && 'message' in answer && typeof answer.message === 'string' ? answer.message : null;
            return unwrap(answer) as Unwrapped<CallResponse<N>>;
          } catch (error) {
            if (key) keys.current.end(error);
            throw error;
          }
        },
        shellUi,
        opts.summary?.(values) ?? null,
      );
      if (outcome.status === 'success') opts.onSuccess?.(outcome.result, values, { message: serverMessage });
      if (outcome.status !== 'errors') return undefined;
      setState((s) => ({ ...s, errors: outcome.fields, message: outcome.message }));
      // After react-admin has put the messages on the inputs.
      setTimeout(() => focusFieldError(outcome.fields), 0);
      return outcome.fields;
    } finally {
      busy.current = false;
      setState((s) => ({ ...s, loading: false, submitted: false }));
    }
  }, []);

  return { submit, ...state };
};

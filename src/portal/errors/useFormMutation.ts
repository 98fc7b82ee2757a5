import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { focusFieldError } from './focusFieldError';
import { formErrorsOf } from './formErrors';

/** What react-admin's forms submit. */
export type FormValues = Record<string, unknown>;

export type FormMutation = {
  /**
   * For react-admin's <Form onSubmit> (or a plain form): resolves with the field messages to put on the
   * inputs, after focusing the topmost one.
   */
  submit: (values: FormValues) => Promise<Record<string, string> | undefined>;
  loading: boolean;
  /** Field messages of the last submit (422 and other form errors). */
  errors: Record<string, string>;
  /** The form-level message of the last failed submit (translation key or server text), or null. */
  message: string | null;
};

/**
 * A form that sends one write of the dataProvider through react-query's useMutation: the write's
 * wrapper has asked for the code or the duplicate confirmation; what failed comes back as the form's
 * field messages and message. A second submit while one is on its way is ignored (document 1
 * section 4 "Form submit").
 * `const { submit } = useFormMutation((v: Values) => dataProvider.createTicket({ body: v }), { onSuccess })`.
 */
export const useFormMutation = <V extends FormValues, R>(write: (values: V) => Promise<R>, options: { onSuccess?: (result: R, values: V) => void } = {}): FormMutation => {
  const [state, setState] = useState({ errors: {} as Record<string, string>, message: null as string | null });
  const busy = useRef(false);
  const latest = useRef({ write, options });
  latest.current = { write, options };
  const { mutateAsync, isPending } = useMutation({ mutationFn: (values: V) => latest.current.write(values) });

  const submit = useCallback(
    async (formValues: FormValues) => {
      const values = formValues as V;
      if (busy.current) return undefined;
      busy.current = true;
      setState({ errors: {}, message: null });
      try {
        const result = await mutateAsync(values);
        latest.current.options.onSuccess?.(result, values);
        return undefined;
      } catch (error) {
        const failed = formErrorsOf(error);
        if (!failed) return undefined;
        setState({ errors: failed.fields, message: failed.message });
        // After react-admin has put the messages on the inputs.
        setTimeout(() => focusFieldError(failed.fields), 0);
        return failed.fields;
      } finally {
        busy.current = false;
      }
    },
    [mutateAsync],
  );

  return { submit, loading: isPending, ...state };
};

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Transaction } from '../../contract/entities';
import { focusFieldError } from '../errors/focusFieldError';
import { formErrorsOf } from '../errors/formErrors';
import type { CodeSummary } from '../providers/writePrompts';
import type { WriteMeta } from '../providers/writeReactions';
import type { FormEngine } from './engine/createFormEngine';
import type { FormState } from './engine/types';

/** The write of a form: a custom method of the dataProvider, with the summary of the code dialog as meta; what it created, if the engine keeps it. */
export type EngineWrite<T> = (values: FormState, meta: WriteMeta) => Promise<T | undefined>;

/**
 * The one adapter between the form engine (payments, crypto, send funds) and a write of the
 * dataProvider, through useMutation: the code dialog shows `summary` of the values sent; the created
 * transaction is kept in the engine; a 422's field messages go on the fields (the engine drops those of
 * a field changed meanwhile) and the topmost is focused; `message` is the form-level message.
 */
export const useEngineSubmit = <C, T = Transaction>(engine: FormEngine<C, T>, write: EngineWrite<T>, summary: (values: FormState) => CodeSummary | null) => {
  const [message, setMessage] = useState<string | null>(null);
  const { mutateAsync, isPending } = useMutation({ mutationFn: (values: FormState) => write(values, { summary: summary(values) }) });
  const onSubmit = () =>
    engine.submit(async (values) => {
      setMessage(null);
      try {
        return { created: await mutateAsync(values) };
      } catch (error) {
        const failed = formErrorsOf(error);
        if (!failed) return undefined;
        setMessage(failed.message);
        setTimeout(() => focusFieldError(failed.fields), 0);
        return { errors: failed.fields };
      }
    });
  return { onSubmit, message, busy: isPending };
};

import { useCallback } from 'react';
import { useSaveContext } from 'react-admin';
import type { WriteMeta } from '../providers/writeReactions';
import { focusFieldError } from './focusFieldError';
import type { FormValues } from './useFormMutation';

export type RecordSave = {
  /** For the form inside react-admin's <Edit>/<Create>: saves with react-admin's own save, resolves with the 422's field messages. */
  submit: (values: FormValues) => Promise<Record<string, unknown> | undefined>;
  saving: boolean;
};

/**
 * The submit of a form inside <Edit mutationMode="pessimistic"> or <Create>: react-admin's own save
 * (useSaveContext), with the write's `meta` taken from the values being saved (what the code dialog
 * shows, issue 21 item 6). The server's 422 messages land on the fields, the topmost one is focused;
 * the dataProvider's write wrapper has asked for the code and the duplicate confirmation.
 */
export const useRecordSave = <V extends FormValues>(metaOf?: (values: V) => WriteMeta): RecordSave => {
  const { save, saving } = useSaveContext();
  const submit = useCallback(
    async (values: FormValues) => {
      const errors: Record<string, unknown> | undefined = save ? await save(values, metaOf ? { meta: metaOf(values as V) } : {}) : undefined;
      // After react-admin has put the messages on the inputs.
      if (errors) setTimeout(() => focusFieldError(errors), 0);
      return errors;
    },
    [save, metaOf],
  );
  return { submit, saving: saving === true };
};

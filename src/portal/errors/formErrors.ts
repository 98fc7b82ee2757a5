import { errorReaction } from '../providers/errorReaction';
import { isHandledWrite } from '../providers/writeReactions';

/** What a form shows of a failed write: messages per field (joined by newlines) and one for the whole form. */
export type FormErrors = { fields: Record<string, string>; message: string };

/**
 * The form's part of the error catalogue (document 2 section 8) for a write that failed: a 422's field
 * messages and its message; a 403 without a code request, a lost connection and the like as a message
 * only. Null when there is nothing left to say (the person closed a dialog, the shell showed an alert).
 */
export const formErrorsOf = (error: unknown): FormErrors | null => {
  if (isHandledWrite(error)) return null;
  const reaction = errorReaction(error, 'form');
  if (reaction.kind === 'fields') return { fields: reaction.fields, message: reaction.message };
  if (reaction.kind === 'resetTwoFactor') return { fields: {}, message: reaction.message };
  return { fields: {}, message: 'app.error.unexpected' };
};

/** The message to tell about a failed write, or null when the person has seen how it ended already. */
export const writeFailure = (error: unknown): string | null => formErrorsOf(error)?.message ?? null;

import type { z } from 'zod';
import { type FieldErrors, invalid, type RuleBrokenError } from './errors';

/** Zod issues → the field map of a 422. Nested paths join with dots (items.0.amount). */
export const fieldErrorsOf = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    const message = humanMessage(issue, field);
    (errors[field] ??= []).includes(message) || errors[field].push(message);
  }
  return errors;
};

/** Input a service parsed itself (a body read in parts, a sheet's row) that its schema refused. */
export const invalidInput = (error: z.ZodError): RuleBrokenError => invalid(fieldErrorsOf(error));

const label = (field: string) => `The ${field.replace(/_/g, ' ').replace(/\./g, ' ')} field`;

/** Zod's own wording; any other message was written in the contract and is shown as it is. */
const ZOD_DEFAULT = /^(Invalid input|Invalid option|Invalid string|Invalid email|Invalid (number|date|url|ISO|UUID|JWT|base64)|Invalid element|Invalid key|Invalid value|Too (small|big)|Unrecognized key|Expected )/;

/** Needs the issues to carry their input: parse with `{ reportInput: true }`. */
const humanMessage = (issue: z.core.$ZodIssue, field: string): string => {
  if (issue.message && !ZOD_DEFAULT.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${label(field)} is required.`;
  if (issue.code === 'invalid_type') return `${label(field)} must be ${article(issue.expected)}.`;
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}.`;
  if (issue.code === 'too_big') return `${label(field)} is too ${issue.origin === 'string' ? 'long' : 'large'} (at most ${String(issue.maximum)}).`;
  if (issue.code === 'too_small') return `${label(field)} is too ${issue.origin === 'string' ? 'short' : 'small'} (at least ${String(issue.minimum)}).`;
  if (issue.code === 'invalid_value') return `${label(field)} must be one of: ${issue.values.map(String).join(', ')}.`;
  return `${label(field)} is invalid.`;
};

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

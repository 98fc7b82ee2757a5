import type { z } from 'zod';
import { fieldErrorsOf } from '../domain/invalidInput';
import { type HttpError, validationError } from './errors';

/** Zod issues → the 422 field map (domain/invalidInput.ts words each issue). */
export const zodToHttpError = (error: z.ZodError): HttpError => validationError(fieldErrorsOf(error));

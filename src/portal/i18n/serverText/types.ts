import type serverTexts from './en';

/** Every language has a text for every id of the English catalogue. */
export type ServerTexts = Record<keyof typeof serverTexts, string>;
import type answers from './answers/en';
import type records from './records/en';
import type validation from './validation/en';

/** The two halves of the catalogue, each complete in every language. */
export type ServerAnswers = Record<keyof typeof answers, string>;
export type ServerRecords = Record<keyof typeof records, string>;
export type ServerValidation = Record<keyof typeof validation, string>;

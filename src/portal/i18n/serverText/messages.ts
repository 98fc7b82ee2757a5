import type { Language } from '../../../contract/enums';
import type { ServerFieldNames } from './fields';
import type { ServerTexts } from './types';

/**
 * The catalogue as a language's messages carry it: server.text.<id>, server.field.<name>, and
 * server.language, by which translate.ts knows whose conventions (amounts) a translate function follows.
 */
export const serverMessages = (language: Language, text: ServerTexts, field: ServerFieldNames) => ({ language, text, field });

import type { Language } from '../../../contract/enums';
import serverTexts from './en';
import type { ServerFieldNames, ServerWords } from './fields';
import { knowServerTexts } from './translate';
import type { ServerTexts } from './types';

/**
 * The catalogue as a language other than English carries it: server.text.<id>, server.field.<name>, server.word.<id>, and
 * server.language, by which translate.ts knows whose conventions (amounts) a translate function follows.
 * Such a language brings the English templates with it, so its first server text on screen is matched
 * against all of them (English itself needs only englishServiceTexts.ts: see i18n/en.ts).
 */
export const serverMessages = (language: Exclude<Language, 'en'>, text: ServerTexts, field: ServerFieldNames, word: ServerWords) => {
  knowServerTexts(serverTexts);
  return { language, text, field, word };
};

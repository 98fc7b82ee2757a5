import type { Language } from '../../../contract/enums';
import { SERVER_FIELD_NAMES } from './fields';
import type { ServerTexts } from './types';

/** The catalogue as a language's messages carry it: server.text.<id> and server.field.<name>. */
export const serverMessages = (language: Language, text: ServerTexts) => ({ text, field: SERVER_FIELD_NAMES[language] });

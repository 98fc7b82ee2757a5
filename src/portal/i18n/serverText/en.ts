/**
 * The server's own English texts (error messages, field errors, activity descriptions, report names,
 * notifications) as templates: `%{name}` stands for a part the server fills in (a name, an amount, an
 * id). The portal shows them in the person's language through translate.ts; English stays exactly as
 * the server sent it. tests/unit/portal/serverText checks that every message in the server's sources
 * has a template here and that every language has every template.
 */
import answers from './answers/en';
import validation from './validation/en';
import records from './records/en';

const serverTexts = { ...validation, ...answers, ...records };

export default serverTexts;

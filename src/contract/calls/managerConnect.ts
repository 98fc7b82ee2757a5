import { z } from 'zod';
import { defineCalls } from '../http';
import { LANGUAGES } from '../enums';
import { isTimeZone } from '../timeZone';
import { dateSchema, idParams } from '../schemas';

/** Issue 41: the formats a company's bookkeeping reads. */
export const STATEMENT_FORMATS = ['camt053', 'mt940', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];
/** The longest period one statement covers. */
export const STATEMENT_MAX_DAYS = 366;

export const statementQuery = z
  .object({
    format: z.enum(STATEMENT_FORMATS, { error: 'The selected format is invalid.' }),
    date_from: dateSchema,
    date_to: dateSchema,
    language: z.enum(LANGUAGES, { error: 'The selected language is invalid.' }).optional(),
    time_zone: z.string({ error: 'The selected time zone is invalid.' }).refine(isTimeZone, 'The selected time zone is invalid.').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.date_from > v.date_to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'The date to must be a date after or equal to date from.' });
    else if ((Date.parse(v.date_to) - Date.parse(v.date_from)) / 86_400_000 >= STATEMENT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: `A statement covers at most ${STATEMENT_MAX_DAYS} days.` });
    }
  });

/** Issue 41: statements, API keys and webhooks, for a company's own systems. */
export const managerConnectCalls = defineCalls({
  'manager.bankAccounts.statement': {
    method: 'GET', path: 'manager/bank-accounts/{id}/statement', access: 'manager', tag: 'statements',
    summary: 'The account statement of a period (days in time_zone, UTC when not said): ISO 20022 camt.053.001.08 XML, SWIFT MT940, or the branded PDF. Balances are the ledger\'s booked balances; readers may download it',
    params: idParams, query: statementQuery, response: 'file',
  },
});

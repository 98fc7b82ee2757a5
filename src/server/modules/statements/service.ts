import type { StatementFormat } from '../../../contract/calls/managerConnect';
import type { CallOutput } from '../../../contract/calls';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../domain/errors';
import { DEFAULT_READER, nextDay, type Reader, startOfDay } from '../../readerTexts/reader';
import { ownAccount } from '../bankAccounts/queries';
import { companyById } from '../companies/queries';
import { reportBrand } from '../reports/reportBrand';
import { camt053 } from './camt053';
import { mt940 } from './mt940';
import { statementPdf } from './pdf';
import { statementBounds, statementEntries, type StatementEntry } from './queries';
import { dayOfYear, type Statement } from './statement';

export const STATEMENT_MESSAGES = {
  notFound: 'Bank account not found.',
  fiatOnly: 'camt.053 and MT940 statements are for fiat accounts; use the PDF statement.',
} as const;

export const STATEMENT_CONTENT_TYPES: Record<StatementFormat, string> = {
  camt053: 'application/xml; charset=utf-8',
  mt940: 'text/plain; charset=us-ascii',
  pdf: 'application/pdf',
};

export const STATEMENT_EXTENSIONS: Record<StatementFormat, string> = { camt053: 'xml', mt940: 'sta', pdf: 'pdf' };

type Query = CallOutput<'manager.bankAccounts.statement', 'query'>;

/** The statement of one of the company's accounts for a period of days (in the asked time zone), from the ledger's postings. */
export const buildStatement = async (ctx: AppContext, companyId: number, accountId: number, query: Pick<Query, 'date_from' | 'date_to' | 'time_zone'>): Promise<Statement> => {
  const account = await ownAccount(ctx.db, companyId, accountId);
  if (!account) throw notFound(STATEMENT_MESSAGES.notFound);
  const company = await companyById(ctx.db, companyId);
  const timeZone = query.time_zone ?? 'UTC';
  const from = startOfDay(query.date_from, timeZone);
  const to = startOfDay(nextDay(query.date_to), timeZone);
  const bounds = await statementBounds(ctx.db, account.id, from, to);
  const entries: StatementEntry[] = [];
  for await (const batch of statementEntries(ctx.db, account.id, bounds)) entries.push(...batch);
  const year = query.date_from.slice(2, 4);
  return {
    id: `ST${account.id}-${query.date_from.replace(/-/g, '')}-${query.date_to.replace(/-/g, '')}`,
    number: Number(year) * 1000 + dayOfYear(query.date_from),
    owner: company?.name ?? '',
    account: { id: account.id, name: account.name, currency: account.currency, iban: account.iban, bic: account.bic, accountNumber: account.account_number, subUnit: account.sub_unit },
    fromDay: query.date_from,
    toDay: query.date_to,
    from,
    to,
    timeZone,
    createdAt: ctx.now(),
    opening: bounds.opening,
    closing: bounds.closing,
    entries,
  };
};

export type StatementFile = { content: Buffer; contentType: string; fileName: string; opening: bigint; closing: bigint };

/** The statement file of an account and period in one of the formats. */
export const statementFile = async (ctx: AppContext, companyId: number, accountId: number, query: Query): Promise<StatementFile> => {
  const account = await ownAccount(ctx.db, companyId, accountId);
  if (!account) throw notFound(STATEMENT_MESSAGES.notFound);
  if (query.format !== 'pdf' && account.currency_type !== 'fiat') throw fieldError('format', STATEMENT_MESSAGES.fiatOnly);
  const s = await buildStatement(ctx, companyId, accountId, query);
  const reader: Reader = { language: query.language ?? DEFAULT_READER.language, timeZone: s.timeZone };
  const content =
    query.format === 'camt053' ? Buffer.from(camt053(s), 'utf8')
    : query.format === 'mt940' ? Buffer.from(mt940(s), 'ascii')
    : await statementPdf(s, await reportBrand(ctx.db, companyId), reader);
  return { content, contentType: STATEMENT_CONTENT_TYPES[query.format], fileName: `statement-${account.id}-${query.date_from}-${query.date_to}.${STATEMENT_EXTENSIONS[query.format]}`, opening: s.opening, closing: s.closing };
};

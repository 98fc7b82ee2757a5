import { z } from 'zod';
import { LANGUAGES } from '../../../contract/enums';
import { isTimeZone } from '../../../contract/timeZone';
import type { AppContext } from '../../context';
import { READER_TEXTS, type ReaderTexts, fill } from '../../readerTexts';
import { DEFAULT_READER, dateTimeText, dayText, nextDay, type Reader, startOfDay } from '../../readerTexts/reader';
import { type ReportColumn, reportColumns } from './reportCells';
import { reportBrand, type ReportBrand } from './reportBrand';
import type { ReportRow } from './reportRow';
import { type StatementAccount, type StatementLine, type StatementPeriod, balanceAt, statementAccount } from './statementLines';

/** Movements go in one at a time; close() finishes the file (the PDF statement ends with the closing balance). */
export type ReportWriter = { row: (line: StatementLine) => Promise<void>; close: (closing: string) => Promise<void> };

/** Whom a report is written for, as the request said it (the job's payload): nothing said is English in UTC. */
export const readerPayload = z.object({
  language: z.enum(LANGUAGES).optional(),
  time_zone: z.string().refine(isTimeZone).optional(),
});

/** Everything a report's file says besides its movements: for whom, of what, when, under which brand. */
export type StatementDocument = {
  reader: Reader;
  texts: ReaderTexts;
  account: StatementAccount;
  columns: ReportColumn[];
  /** The file's title: "Account statement Main EUR (EUR)". */
  title: string;
  brand: ReportBrand;
  period: StatementPeriod;
  /** The period in the reader's words: "1. Jan. 2026 – 31. Jan. 2026", or all time. */
  periodText: string;
  createdText: string;
  opening: string;
};

/** The days of a report as instants of the reader's time zone: a day is the reader's day. */
const periodOf = (report: ReportRow, reader: Reader): StatementPeriod => ({
  from: report.date_from ? startOfDay(report.date_from, reader.timeZone) : null,
  to: report.date_to ? startOfDay(nextDay(report.date_to), reader.timeZone) : null,
});

export const statementDocument = async (ctx: AppContext, report: ReportRow, said: z.infer<typeof readerPayload>): Promise<StatementDocument | null> => {
  const account = await statementAccount(ctx.db, report);
  if (!account || report.company_id === null) return null;
  const reader: Reader = { language: said.language ?? DEFAULT_READER.language, timeZone: said.time_zone ?? DEFAULT_READER.timeZone };
  const texts = READER_TEXTS[reader.language];
  const period = periodOf(report, reader);
  const periodText = report.date_from && report.date_to ? `${dayText(report.date_from, reader)} – ${dayText(report.date_to, reader)}` : texts.statement.all_time;
  return {
    reader,
    texts,
    account,
    columns: reportColumns(texts, reader),
    title: `${texts.statement.title} ${account.name} (${account.currency})`,
    brand: await reportBrand(ctx.db, report.company_id),
    period,
    periodText,
    createdText: fill(texts.statement.created, { date: dateTimeText(ctx.now().toISOString(), reader) }),
    opening: await balanceAt(ctx.db, account, period.from),
  };
};

import type { ReaderTexts } from '../../readerTexts';
import { fill } from '../../readerTexts';
import { dateTimeText, type Reader } from '../../readerTexts/reader';
import type { StatementAccount, StatementLine } from './statementLines';

/**
 * A cell of a report row. Plain values (text, ids) read the same in every format. The others carry
 * what CSV writes (the reader's date and time; an amount's canonical decimal, which every program
 * reads) and what a spreadsheet cell holds instead (a date, a number).
 */
export type ReportCell = string | number | null | { kind: 'amount'; text: string; decimals: number } | { kind: 'timestamp'; iso: string; text: string };

/** A column: its header and its spreadsheet width. */
export type ReportColumn = { header: string; width: number };

/** The columns of a report (the approved list's), headed in the reader's language; the date's header names the time zone. */
export const reportColumns = (texts: ReaderTexts, reader: Reader): ReportColumn[] => {
  const c = texts.columns;
  return [
    { header: fill(texts.dated, { zone: reader.timeZone }), width: 18 },
    { header: c.id, width: 10 },
    { header: c.type, width: 18 },
    { header: c.bank_account, width: 24 },
    { header: c.from_account, width: 24 },
    { header: c.to_account, width: 24 },
    { header: c.remitter, width: 28 },
    { header: c.beneficiary, width: 28 },
    { header: c.status, width: 18 },
    { header: c.amount, width: 18 },
    { header: c.fee, width: 14 },
    { header: c.currency, width: 10 },
    { header: c.balance, width: 18 },
    { header: c.reference, width: 22 },
    { header: c.fee_description, width: 20 },
    { header: c.ref_message, width: 40 },
  ];
};

/** A fee description the server wrote ("Transfer fee: 0.5 %", "Exchange fee: by amount") in the reader's words. */
export const feeDescriptionText = (text: string | null, texts: ReaderTexts): string | null => {
  if (text === null) return null;
  const m = /^(Transfer fee|Exchange fee)(?:: (by amount|.+))?$/.exec(text);
  if (!m) return text;
  const label = m[1] === 'Transfer fee' ? texts.fees.transfer : texts.fees.exchange;
  if (m[2] === undefined) return label;
  return `${label}: ${m[2] === 'by amount' ? texts.fees.by_amount : m[2]}`;
};

/** One movement as the cells of a CSV or spreadsheet row. */
export const reportCells = (line: StatementLine, account: StatementAccount, texts: ReaderTexts, reader: Reader): ReportCell[] => {
  const amount = (v: string | null): ReportCell => (v === null ? null : { kind: 'amount', text: v, decimals: account.sub_unit });
  return [
    { kind: 'timestamp', iso: line.at, text: dateTimeText(line.at, reader) },
    line.id,
    texts.types[line.type] ?? line.type,
    account.name,
    line.from,
    line.to,
    line.remitter,
    line.beneficiary,
    texts.statuses[line.status] ?? line.status,
    amount(line.amount),
    amount(line.fee),
    account.currency,
    amount(line.balance),
    line.reference,
    feeDescriptionText(line.feeDescription, texts),
    line.refMessage,
  ];
};

/** The plain value of a cell: what CSV writes. */
export const plainCell = (c: ReportCell): string | number | null => (c !== null && typeof c === 'object' ? c.text : c);

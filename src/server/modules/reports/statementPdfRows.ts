import { canDrawLanguage, openStatementPdf } from '../../pdf/statementPdf';
import { READER_TEXTS, fill } from '../../readerTexts';
import { dateTimeText, decimalText, type Reader } from '../../readerTexts/reader';
import { feeDescriptionText } from './reportCells';
import type { ReportWriter, StatementDocument } from './statementDocument';
import type { StatementLine } from './statementLines';

/**
 * The PDF statement of a report: the columns a reader of a bank statement looks for (date, reference,
 * type, counterparty, details, amount, fee, balance), amounts in the reader's way of writing numbers with
 * the account's decimals, the currency in the amount headers. Japanese needs a CJK font file: a server
 * without one writes the statement in English (dates and numbers stay the reader's).
 */
export const statementPdfWriter = async (file: string, doc: StatementDocument): Promise<ReportWriter> => {
  const reader: Reader = canDrawLanguage(doc.reader.language) ? doc.reader : { ...doc.reader, language: 'en' };
  const texts = READER_TEXTS[reader.language];
  const c = texts.columns;
  const s = texts.statement;
  const decimals = doc.account.sub_unit;
  const money = (v: string | null): string => (v === null ? '' : decimalText(v, decimals, reader));
  const currency = doc.account.currency;
  const writer = await openStatementPdf(
    file,
    {
      brand: doc.brand.name,
      color: doc.brand.color,
      title: `${s.title} · ${doc.account.name}`,
      facts: [
        [s.account, [doc.account.name, currency, doc.account.iban ? doc.account.iban.replace(/(.{4})(?=.)/g, '$1 ') : null].filter(Boolean).join(' · ')],
        [s.period, doc.periodText],
        ['', doc.createdText],
      ],
      columns: [
        { header: fill(texts.dated, { zone: reader.timeZone }), width: 76 },
        { header: c.reference, width: 84 },
        { header: c.type, width: 72 },
        { header: s.counterparty, width: 130 },
        { header: c.ref_message, width: 150 },
        { header: `${c.amount} (${currency})`, width: 84, align: 'right' },
        { header: `${c.fee} (${currency})`, width: 64, align: 'right' },
        { header: `${c.balance} (${currency})`, width: 90, align: 'right' },
      ],
      pageLabel: s.page,
      empty: s.none,
      opening: [s.opening, `${money(doc.opening)} ${currency}`],
    },
    { title: doc.title, language: reader.language },
  );
  const counterparty = (l: StatementLine): string => (l.amount.startsWith('-') ? (l.beneficiary ?? l.to) : (l.remitter ?? l.from)) ?? '';
  return {
    row: async (l) => {
      const details = [l.refMessage, feeDescriptionText(l.feeDescription, texts)].filter(Boolean).join(' · ');
      writer.row([dateTimeText(l.at, reader), l.reference, texts.types[l.type] ?? l.type, counterparty(l), details, money(l.amount), money(l.fee), money(l.balance)]);
    },
    close: (closing) => writer.close([s.closing, `${money(closing)} ${currency}`]),
  };
};

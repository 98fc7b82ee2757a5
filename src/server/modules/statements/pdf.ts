import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TransactionType } from '../../../contract/enums';
import { formatMinor } from '../../ledger/money';
import { canDrawLanguage, openStatementPdf } from '../../pdf/statementPdf';
import { READER_TEXTS, fill } from '../../readerTexts';
import { dateTimeText, dayText, decimalText, type Reader } from '../../readerTexts/reader';
import type { ReportBrand } from '../reports/reportBrand';
import type { StatementEntry } from './queries';
import type { Statement } from './statement';

/**
 * The statement as a PDF in the company's brand: the typesetting of the reports' statement
 * (pdf/statementPdf.ts) with the ledger's booked entries and the balance after each, so the PDF
 * reconciles with the camt.053 and MT940 files of the same period to the cent.
 */
export const statementPdf = async (s: Statement, brand: ReportBrand, asked: Reader): Promise<Buffer> => {
  const reader: Reader = canDrawLanguage(asked.language) ? asked : { ...asked, language: 'en' };
  const texts = READER_TEXTS[reader.language];
  const c = texts.columns;
  const st = texts.statement;
  const currency = s.account.currency;
  const money = (v: bigint): string => decimalText(formatMinor(v, s.account.subUnit), s.account.subUnit, reader);
  const typeOf = (e: StatementEntry): string => (e.transactionType ? (texts.types[e.transactionType as TransactionType] ?? e.transactionType) : e.kind);
  const scratch = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'kontor-statement-'));
  try {
    const file = path.join(scratch, 'statement.pdf');
    const writer = await openStatementPdf(file, {
      brand: brand.name,
      color: brand.color,
      title: `${st.title} · ${s.account.name}`,
      facts: [
        [st.account, [s.owner, s.account.name, currency, s.account.iban ? s.account.iban.replace(/(.{4})(?=.)/g, '$1 ') : null, s.account.bic].filter(Boolean).join(' · ')],
        [st.period, `${dayText(s.fromDay, reader)} – ${dayText(s.toDay, reader)}`],
        ['', fill(st.created, { date: dateTimeText(s.createdAt.toISOString(), reader) })],
      ],
      columns: [
        { header: fill(texts.dated, { zone: reader.timeZone }), width: 76 },
        { header: c.reference, width: 84 },
        { header: c.type, width: 72 },
        { header: st.counterparty, width: 150 },
        { header: c.ref_message, width: 150 },
        { header: `${c.amount} (${currency})`, width: 84, align: 'right' },
        { header: `${c.balance} (${currency})`, width: 90, align: 'right' },
      ],
      pageLabel: st.page,
      empty: st.none,
      opening: [st.opening, `${money(s.opening)} ${currency}`],
    }, { title: `${st.title} ${s.account.name} ${s.fromDay} – ${s.toDay}`, language: reader.language });
    let balance = s.opening;
    for (const e of s.entries) {
      balance += e.amount;
      const party = [e.counterparty.name, e.counterparty.iban, e.counterparty.bic].filter(Boolean).join(' · ');
      writer.row([dateTimeText(e.bookedAt, reader), e.reference, typeOf(e), party, e.remittance ?? '', money(e.amount), money(balance)]);
    }
    await writer.close([st.closing, `${money(s.closing)} ${currency}`]);
    return await fs.promises.readFile(file);
  } finally {
    await fs.promises.rm(scratch, { recursive: true, force: true });
  }
};

/** Bank reference letter for one of the company's accounts. */
import { type DocumentInfo, fields, footer, heading, letterhead, longDate, longDateTime, paragraph, renderPdf, signature, title } from './layout';

export type IssuingBank = { name: string; address: string; zip: string; city: string; country: string; bic: string | null };

export type ReferenceLetterData = {
  /** Brand of the portal (white label) printed as the letterhead. */
  brand: string;
  /** The bank that holds the account (from the bank directory by the account's BIC), or null. */
  bank: IssuingBank | null;
  holder: { name: string; legalType: 'company' | 'individual'; country: string | null };
  account: { name: string; currency: string; iban: string | null; accountNumber: string | null; sortCode: string | null; bic: string | null; openedAt: Date };
  reference: string;
  issuedAt: Date;
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string | null): string | null => {
  if (!code) return null;
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();
const formatSortCode = (s: string) => (/^\d{6}$/.test(s) ? `${s.slice(0, 2)}-${s.slice(2, 4)}-${s.slice(4)}` : s);

export const bankLines = (bank: IssuingBank | null): string[] =>
  bank ? [bank.name, bank.address, `${bank.zip} ${bank.city}`.trim(), countryName(bank.country) ?? bank.country, ...(bank.bic ? [`BIC ${bank.bic}`] : [])] : [];

export const referenceLetterPdf = (d: ReferenceLetterData, options: { compress?: boolean } = {}): Promise<Buffer> => {
  const bankName = d.bank?.name ?? d.brand;
  const info: DocumentInfo = { title: 'Bank Reference Letter', subject: `Reference letter ${d.reference}`, author: bankName, createdAt: d.issuedAt };
  return renderPdf(info, (doc) => {
    letterhead(doc, d.brand, bankLines(d.bank));
    fields(doc, [
      ['Date', longDate(d.issuedAt)],
      ['Our reference', d.reference],
    ]);
    title(doc, 'Bank Reference Letter');
    paragraph(doc, 'To whom it may concern,');
    paragraph(
      doc,
      `We hereby confirm that ${d.holder.name} holds the account described below with ${bankName}. ` +
        `The account was opened on ${longDate(d.account.openedAt)} and is open and active on the date of this letter.`,
    );
    heading(doc, 'Account holder');
    fields(doc, [
      ['Name', d.holder.name],
      ['Holder type', d.holder.legalType === 'individual' ? 'Individual' : 'Company'],
      ['Country', countryName(d.holder.country)],
    ]);
    heading(doc, 'Account');
    fields(doc, [
      ['Account name', d.account.name],
      ['Currency', d.account.currency],
      ['IBAN', d.account.iban ? formatIban(d.account.iban) : null],
      ['Account number', d.account.accountNumber],
      ['Sort code', d.account.sortCode ? formatSortCode(d.account.sortCode) : null],
      ['BIC / SWIFT', d.account.bic],
      ['Account opened', longDate(d.account.openedAt)],
    ]);
    if (d.bank) {
      heading(doc, 'Bank');
      fields(doc, [
        ['Bank name', d.bank.name],
        ['Address', `${d.bank.address}, ${d.bank.zip} ${d.bank.city}, ${countryName(d.bank.country) ?? d.bank.country}`],
      ]);
    }
    doc.moveDown(0.6);
    paragraph(
      doc,
      'This letter is issued at the request of the account holder for information only. It states no balance and is not a guarantee, ' +
        `a credit reference or a commitment of any kind on the part of ${bankName}.`,
    );
    paragraph(doc, 'Yours faithfully,');
    signature(doc, `${bankName}`, 'Authorised signatory, Customer Operations');
    footer(doc, [
      `Reference ${d.reference} - issued electronically on ${longDateTime(d.issuedAt)}.`,
      `To verify this letter, contact ${bankName} and quote its reference.`,
    ]);
  }, options);
};

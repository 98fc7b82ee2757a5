/** Confirmation of an approved outgoing transaction (a wire transfer for withdrawals and imports). */
import { type DocumentInfo, fields, footer, groupDigits, heading, letterhead, longDate, longDateTime, paragraph, renderPdf, signature, title } from './layout';
import { bankLines, countryName, type IssuingBank } from './referenceLetter';

export type PartyDetails = {
  name: string;
  accountName?: string | null;
  iban?: string | null;
  accountNumber?: string | null;
  sortCode?: string | null;
  wallet?: string | null;
  network?: string | null;
  address?: string | null;
  country?: string | null;
  bankName?: string | null;
  bankSwift?: string | null;
  bankAddress?: string | null;
  bankCountry?: string | null;
};

export type WireConfirmationData = {
  brand: string;
  bank: IssuingBank | null;
  /** "Wire Transfer Confirmation" for payments to beneficiaries, "Payment Confirmation" otherwise. */
  heading: string;
  transaction: {
    id: number;
    reference: string;
    type: string;
    status: string;
    service: string | null;
    protocol: string | null;
    createdAt: Date;
    completedAt: Date | null;
    message: string | null;
  };
  remitter: PartyDetails;
  beneficiary: PartyDetails;
  intermediary: { swift: string; name?: string | null; city?: string | null; country?: string | null } | null;
  amounts: { currency: string; amount: string; fee: string; total: string; credited: { amount: string; currency: string; rate: string | null } | null };
  issuedAt: Date;
};

const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();
const money = (amount: string, currency: string) => `${groupDigits(amount)} ${currency}`;

const partyRows = (p: PartyDetails): (readonly [string, string | null | undefined])[] => [
  ['Name', p.name],
  ['Account', p.accountName],
  ['IBAN', p.iban ? formatIban(p.iban) : null],
  ['Account number', p.accountNumber],
  ['Sort code', p.sortCode],
  ['Wallet address', p.wallet],
  ['Network', p.network],
  ['Address', p.address],
  ['Country', countryName(p.country ?? null)],
  ['Bank', p.bankName],
  ['BIC / SWIFT', p.bankSwift],
  ['Bank address', p.bankAddress],
  ['Bank country', p.bankCountry ? countryName(p.bankCountry) : null],
];

export const wireConfirmationPdf = (d: WireConfirmationData, options: { compress?: boolean } = {}): Promise<Buffer> => {
  const bankName = d.bank?.name ?? d.brand;
  const info: DocumentInfo = { title: d.heading, subject: `${d.heading} ${d.transaction.reference}`, author: bankName, createdAt: d.issuedAt };
  return renderPdf(info, (doc) => {
    letterhead(doc, d.brand, bankLines(d.bank));
    title(doc, d.heading);
    paragraph(
      doc,
      `We confirm that the payment below was executed from the account of ${d.remitter.name}` +
        (d.transaction.completedAt ? ` on ${longDate(d.transaction.completedAt)}.` : '.'),
    );
    heading(doc, 'Payment');
    fields(doc, [
      ['Reference', d.transaction.reference],
      ['Transaction ID', String(d.transaction.id)],
      ['Type', d.transaction.type],
      ['Status', d.transaction.status],
      ['Transfer service', d.transaction.service],
      ['Protocol', d.transaction.protocol],
      ['Created', longDateTime(d.transaction.createdAt)],
      ['Executed (value date)', d.transaction.completedAt ? longDateTime(d.transaction.completedAt) : null],
      ['Payment reference', d.transaction.message],
    ]);
    heading(doc, 'Amounts');
    fields(doc, [
      ['Amount', money(d.amounts.amount, d.amounts.currency)],
      ['Fee', money(d.amounts.fee, d.amounts.currency)],
      ['Total debited', money(d.amounts.total, d.amounts.currency)],
      ['Amount credited', d.amounts.credited ? money(d.amounts.credited.amount, d.amounts.credited.currency) : null],
      ['Exchange rate', d.amounts.credited?.rate ? `1 ${d.amounts.currency} = ${d.amounts.credited.rate} ${d.amounts.credited.currency}` : null],
    ]);
    heading(doc, 'Remitter');
    fields(doc, partyRows(d.remitter));
    heading(doc, 'Beneficiary');
    fields(doc, partyRows(d.beneficiary));
    if (d.intermediary) {
      heading(doc, 'Intermediary bank');
      fields(doc, [
        ['BIC / SWIFT', d.intermediary.swift],
        ['Bank', d.intermediary.name],
        ['City', d.intermediary.city],
        ['Country', countryName(d.intermediary.country ?? null)],
      ]);
    }
    signature(doc, bankName, 'Payment Operations');
    footer(doc, [
      `${d.heading} ${d.transaction.reference} - issued electronically on ${longDateTime(d.issuedAt)}.`,
      'This confirmation states that the payment left the account; crediting by the receiving bank follows its own timelines.',
    ]);
  }, options);
};

/** What a labelled line of payment details gives. */
export type LabelKind = 'iban' | 'bic' | 'name' | 'address' | 'amount' | 'total' | 'currency' | 'reference' | 'invoice' | 'sort_code' | 'account_number' | 'bank_name' | 'payer';

/**
 * Labels of payment details as invoices and e-mails write them, in the portal's languages and Italian
 * and Dutch. Longer labels come first so that "Account number" is not read as "Account".
 */
const LABELS: ReadonlyArray<readonly [LabelKind, string]> = [
  ['payer', 'Bill to|Invoice to|Rechnungsempfänger|Kunde|Customer|Auftraggeber|Zahlungspflichtiger|Payable by|Zahlbar durch|Client|Cliente'],
  ['bank_name', 'Beneficiary(?:\'s)? bank(?: name)?|Bank name|Name der Bank|Bank|Kreditinstitut|Geldinstitut|Banque|Banco|Banca'],
  ['iban', 'IBAN(?:[- ]?(?:Nr\\.?|No\\.?|number|Nummer))?|QR-IBAN'],
  ['bic', 'BIC\\s*/\\s*SWIFT(?:[- ]?Code)?|SWIFT\\s*/\\s*BIC|SWIFT[- ]?BIC|SWIFT[- ]?Code|BIC[- ]?Code|SWIFT|BIC'],
  ['sort_code', 'Sort[- ]?code'],
  ['account_number', 'Account (?:number|no\\.?)|Acc(?:t|ount)?\\.? No\\.?|Kontonummer|Konto[- ]?Nr\\.?|Numéro de compte|N° de compte'],
  ['name', [
    'Beneficiary(?:\'s)?(?: name)?', 'Account (?:holder|name)', 'Name of (?:the )?(?:account holder|beneficiary|payee)', 'Payee(?: name)?', '(?:Please )?(?:make payment |pay(?:able)? )to', 'In favou?r of', 'Recipient(?: name)?',
    'Konto\\s*/\\s*Zahlbar an', 'Account\\s*/\\s*Payable to', 'Compte\\s*/\\s*Payable à', 'Zahlbar an', 'Payable à',
    'Kontoinhaber(?:in)?', 'Zahlungsempfänger', 'Empfänger(?:name)?', 'Begünstigter', 'Zugunsten(?: von)?', 'Konto lautend auf',
    'Bénéficiaire', 'Titulaire(?: du compte)?', 'Beneficiario', 'Titular(?: de la cuenta)?', 'Intestatario', 'Begunstigde', 'Name',
  ].join('|')],
  ['address', 'Address|Adresse|Anschrift|Dirección|Direccion|Indirizzo|Adres'],
  ['total', [
    'Amount due', 'Total due', 'Total amount', 'Total to pay', 'Grand total', 'Invoice total', 'Balance due', 'Amount payable', 'Total',
    'Gesamtbetrag', 'Rechnungsbetrag', 'Endbetrag', 'Zahlbetrag', 'Zu zahlen(?:der Betrag)?', 'Gesamtsumme', 'Summe', 'Bruttobetrag', 'Gesamt',
    'Montant total', 'Montant TTC', 'Total TTC', 'Net à payer', 'Montant à payer', 'Importe total', 'Total a pagar', 'Importo totale', 'Totale',
  ].join('|')],
  ['amount', 'Amount|Betrag|Montant|Importe|Importo|Bedrag'],
  ['currency', 'Currency|Währung|Devise|Monnaie|Moneda|Valuta'],
  ['reference', [
    'Payment reference', 'Reference', 'Ref\\.?(?: no\\.?)?', 'Verwendungszweck', 'Zahlungsreferenz', 'Referenz(?:nummer)?', 'Référence(?: de paiement)?', 'Referencia', 'Concepto',
    'Causale', 'Remittance information', 'Mitteilung', 'Betreff', 'Motif', 'Kenmerk', 'Omschrijving',
  ].join('|')],
  ['invoice', 'Invoice (?:no\\.?|number|#)|Invoice|Rechnungs?[- ]?(?:nummer|Nr\\.?)|Rechnung Nr\\.?|Rechnung|Facture (?:n°|no\\.?)|Facture|Factura(?: n[º°o]\\.?)?|Fattura(?: n\\.?)?|Factuurnummer'],
];

const PATTERNS = LABELS.map(([kind, words]) => [kind, new RegExp(`^(?:${words})(?![\\p{L}\\d])\\s*([:：#.]?)\\s*(.*)$`, 'iu')] as const);

/** A part of a line that starts with a label: its kind and what follows (empty when the value is on the next line). */
export type Labelled = { kind: LabelKind; value: string; colon: boolean };

export const labelOf = (segment: string): Labelled | null => {
  for (const [kind, pattern] of PATTERNS) {
    const match = pattern.exec(segment);
    if (match) return { kind, value: (match[2] ?? '').trim(), colon: match[1] !== '' };
  }
  return null;
};

/** Labels that often follow another detail on the same line ("IBAN: … BIC: …"), where a line is cut in two. */
const INLINE = /\s+(?=(?:BIC|SWIFT|IBAN|Sort code|Account (?:number|no)|Bank|Kontonummer|BLZ|Amount|Betrag|Reference|Referenz|Verwendungszweck)\b\s*[:：])/giu;

/** A line cut into its parts: at separators ("|", ";", "·", tabs, wide gaps) and before an inline label. */
export const segmentsOf = (line: string): string[] =>
  line
    .split(/\s*[|;•·\t]\s*|\s{3,}/)
    .flatMap((part) => part.split(INLINE))
    .map((part) => part.trim())
    .filter((part) => part !== '');

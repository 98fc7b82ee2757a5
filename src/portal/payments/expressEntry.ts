import { isBicShaped } from './rules/ibanShape';
import { addressLine, addressPart, type AddressParts } from './express/expressAddress';
import { currencyCode, labelledMoney, moneyIn, type Money } from './express/expressAmount';
import { labelOf, segmentsOf, type Labelled } from './express/expressLabels';
import type { ExpressData, ExpressKey, ExpressNote } from './express/expressTypes';
import { isEpcText, parseEpc } from './express/epcQr';
import { compactIban, IBAN_LENGTHS, isValidIban, mod97 } from './express/ibanCheck';

export type { ExpressData, ExpressKey, ExpressNote } from './express/expressTypes';

type Segment = { line: number; text: string; used: boolean };
/** A value found with its rank: the lowest rank wins (a total beats an amount beats a bare sum). */
type Ranked<T> = { rank: number; value: T };

/** Labels whose value may stand on the next line (a QR-bill's "Referenz", "Konto / Zahlbar an"). */
const VALUE_BELOW = new Set(['iban', 'bic', 'name', 'address', 'total', 'amount', 'currency', 'reference', 'sort_code', 'account_number', 'bank_name']);
/** A company's legal form at the end of its name. */
const COMPANY = /\b(?:GmbH(?: & Co\.? KG)?|AG|KG|OHG|e\.K\.|UG|Ltd\.?|Limited|PLC|LLP|LLC|Inc\.?|Corp\.?|S\.?A\.?S?|SARL|S\.?L\.?|S\.?r\.?l\.?|S\.?p\.?A\.?|B\.?V\.?|N\.?V\.?|Sagl|SE|Oy|AB|A\/S|ApS|sp\. z o\.o\.)$/u;
const IBAN_RUN = /\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,32})/gi;
const RF_REFERENCE = /\bRF\d{2}(?: ?[A-Z0-9]){1,21}\b/gi;

/** The IBANs in a piece of text: each candidate cut at its country's length, checked like the form does. */
const ibansIn = (text: string): { valid: string[]; bad: string[] } => {
  const valid: string[] = [];
  const bad: string[] = [];
  for (const match of text.matchAll(IBAN_RUN)) {
    const run = compactIban(match[1] ?? '');
    const country = run.slice(0, 2);
    if (country === 'RF') continue;
    const length = IBAN_LENGTHS[country];
    if (length !== undefined) {
      const iban = run.slice(0, length);
      if (iban.length === length && isValidIban(iban)) valid.push(iban);
      // Shorter than its country's IBANs is some other number (a VAT id); as long and wrong is a mistyped IBAN.
      else if (iban.length === length) bad.push(iban);
      continue;
    }
    // An unknown country: the longest run that checks out, or nothing (a product code is no IBAN).
    for (let end = run.length; end >= 15; end -= 1) {
      if (isValidIban(run.slice(0, end))) {
        valid.push(run.slice(0, end));
        break;
      }
    }
  }
  return { valid, bad };
};

/** A creditor reference (ISO 11649) with its check digits right. */
const rfReferenceIn = (text: string): string | null => {
  for (const match of text.matchAll(RF_REFERENCE)) {
    const reference = compactIban(match[0]);
    if (mod97(reference) === 1) return reference;
  }
  return null;
};

const best = <T>(found: readonly Ranked<T>[], lastOfRank = false): T | undefined => {
  const rank = Math.min(...found.map((f) => f.rank));
  const top = found.filter((f) => f.rank === rank);
  return (lastOfRank ? top[top.length - 1] : top[0])?.value;
};

/** Reads free text; each segment it takes something from is marked used, the rest is reported. */
const parseText = (lines: readonly string[]): ExpressData => {
  const segments: Segment[] = lines.flatMap((text, line) => segmentsOf(text).map((s) => ({ line, text: s, used: false })));
  const notes: ExpressNote[] = [];
  const ibans: string[] = [];
  const bics: string[] = [];
  const names: Ranked<string>[] = [];
  const addresses: Ranked<AddressParts>[] = [];
  const money: Ranked<Money>[] = [];
  const references: Ranked<string>[] = [];
  const single: Partial<Record<'currency' | 'sort_code' | 'account_number' | 'bank_name', string>> = {};
  // The payer's block (under "Bill to:" to the next blank line) holds the other party's name and address.
  const payerLines = new Set<number>();
  let nameLine = -1;

  const labels = segments.map((s) => labelOf(s.text));
  /** The segment the value of segment `index` is in: itself, or the next line's first unlabelled segment (past a line that is only an IBAN). */
  const valueOf = (index: number, label: Labelled): { text: string; at: number } | null => {
    if (label.value !== '') return { text: label.value, at: index };
    if (!label.colon && !VALUE_BELOW.has(label.kind)) return null;
    const line = segments[index]?.line ?? -1;
    for (let next = index + 1; next < segments.length; next += 1) {
      const segment = segments[next];
      if (!segment || segment.line > line + 2 || labels[next]) return null;
      if (label.kind === 'name' && ibansIn(segment.text).valid.join('') === compactIban(segment.text)) continue;
      return { text: segment.text, at: next };
    }
    return null;
  };

  segments.forEach((segment, index) => {
    const found = ibansIn(segment.text);
    if (found.valid.length > 0) segment.used = true;
    for (const iban of found.valid) if (!ibans.includes(iban)) ibans.push(iban);
    const label = labels[index];
    for (const iban of found.bad) if (label?.kind === 'iban' || found.valid.length === 0) notes.push({ kind: 'bad_iban', value: iban });
    if (!label) return;
    segment.used = true;
    if (label.kind === 'payer') {
      for (let line = segment.line; line < lines.length && (line === segment.line || lines[line] !== ''); line += 1) payerLines.add(line);
      return;
    }
    const value = valueOf(index, label);
    if (!value) return;
    const target = segments[value.at];
    if (target) target.used = true;
    if (value.at !== index) {
      const below = ibansIn(value.text);
      for (const iban of below.valid) if (!ibans.includes(iban)) ibans.push(iban);
    }
    const text = value.text;
    switch (label.kind) {
      case 'iban':
        if (ibansIn(text).valid.length === 0 && ibansIn(text).bad.length === 0) notes.push({ kind: 'bad_iban', value: compactIban(text) });
        break;
      case 'bic': {
        const bic = (text.split(/\s+/)[0] ?? '').replace(/[.,;:]+$/, '').toUpperCase();
        if (isBicShaped(bic)) bics.push(bic);
        else notes.push({ kind: 'bad_bic', value: bic });
        break;
      }
      case 'name': {
        // "Brightwave Media Ltd, 14 Hanover Square, London W1S 1HP": the name, then its address.
        const [first = '', ...rest] = text.split(/\s*,\s*/);
        const address = rest.length > 0 ? addressLine(rest.join(', ')) : null;
        names.push({ rank: 0, value: address ? first : text });
        if (address) addresses.push({ rank: 0, value: address });
        nameLine = segments[value.at]?.line ?? -1;
        break;
      }
      case 'address': {
        const address = addressLine(text) ?? text.split(/\s*,\s*/).map(addressPart).reduce<AddressParts>((all, part) => ({ ...part, ...all }), {});
        if (Object.keys(address).length > 0) addresses.push({ rank: 0, value: address });
        break;
      }
      case 'total':
      case 'amount': {
        const found = labelledMoney(text);
        if (found) money.push({ rank: label.kind === 'total' ? 0 : 1, value: found });
        break;
      }
      case 'currency':
        single.currency ??= currencyCode(text) ?? undefined;
        break;
      case 'reference':
      case 'invoice':
        references.push({ rank: label.kind === 'reference' ? 1 : 2, value: text });
        break;
      case 'sort_code': {
        const code = /^(\d{2})[- ]?(\d{2})[- ]?(\d{2})$/.exec(text);
        if (code) single.sort_code ??= `${code[1]}${code[2]}${code[3]}`;
        break;
      }
      case 'account_number':
        if (/^\d{6,12}$/.test(text.replace(/\s/g, ''))) single.account_number ??= text.replace(/\s/g, '');
        break;
      case 'bank_name':
        single.bank_name ??= text;
        break;
    }
  });

  // The address under the payee's name: the lines that follow it, while they read as parts of an address.
  if (nameLine >= 0) {
    const block: AddressParts[] = [];
    for (const segment of segments.filter((s) => s.line > nameLine && !s.used)) {
      const part = addressLine(segment.text);
      if (!part || segment.line > nameLine + 4) break;
      segment.used = true;
      block.push(part);
    }
    if (block.length > 0) addresses.push({ rank: 0, value: block.reduce((all, part) => ({ ...part, ...all }), {}) });
  }

  // What no label announced: sums with a currency, a creditor reference, a company's name and address on one line.
  segments.forEach((segment, index) => {
    if (labels[index] || payerLines.has(segment.line)) return;
    const sums = moneyIn(segment.text);
    for (const found of sums) money.push({ rank: 2, value: found });
    const rf = rfReferenceIn(segment.text);
    if (rf) references.push({ rank: 0, value: rf });
    if (sums.length > 0 || rf) segment.used = true;
  });
  const looseLines = [...new Set(segments.filter((s) => !s.used && !payerLines.has(s.line)).map((s) => s.line))];
  for (const line of looseLines) {
    const parts = segments.filter((s) => s.line === line && !s.used);
    const pieces = parts.flatMap((s) => s.text.split(/\s*,\s*/)).filter((p) => p !== '');
    const company = pieces[0] !== undefined && COMPANY.test(pieces[0]) ? pieces[0] : null;
    const rest = company ? pieces.slice(1) : pieces;
    const address = rest.length >= 2 ? addressLine(rest.join(', ')) : null;
    if (address?.post_code) {
      addresses.push({ rank: 1, value: address });
      parts.forEach((s) => void (s.used = true));
    }
    if (company && (address?.post_code || (names.length === 0 && pieces.length === 1))) {
      names.push({ rank: 1, value: company });
      parts.forEach((s) => void (s.used = true));
    }
  }

  const fields: ExpressData['fields'] = {};
  const derived: ExpressKey[] = [];
  const iban = ibans[0];
  if (iban) fields.iban = iban;
  for (const extra of ibans.slice(1)) notes.push({ kind: 'extra_iban', value: extra });
  // With several accounts, the BIC of the IBAN's country.
  const bic = bics.find((b) => iban !== undefined && b.slice(4, 6) === iban.slice(0, 2)) ?? bics[0];
  if (bic) fields.bic = bic;
  const name = best(names);
  if (name) fields.name = name;
  Object.assign(fields, addresses.length > 0 ? best(addresses) : {});
  if (!fields.country && iban) {
    fields.country = iban.slice(0, 2);
    derived.push('country');
  }
  const amount = best(money, true);
  if (amount) fields.amount = amount.amount;
  const currency = amount?.currency ?? single.currency;
  if (currency) fields.currency = currency;
  const reference = best(references);
  if (reference) fields.reference = reference;
  if (single.sort_code) fields.sort_code = single.sort_code;
  if (single.account_number) fields.account_number = single.account_number;
  if (single.bank_name) fields.bank_name = single.bank_name;
  for (const segment of segments) if (!segment.used) notes.push({ kind: 'unread', value: segment.text });
  return { format: 'text', fields, derived, notes };
};

/**
 * Payment details as they come in an invoice or an e-mail, or the text of a SEPA (EPC) QR code: the
 * IBAN (check digits and length checked), BIC, payee's name and address, amount and currency, and the
 * payment reference; what was found and not taken, and what nothing was recognised in, as notes.
 * Pure: the form decides what to do with it (see ExpressEntryButton).
 */
export const parseExpressEntry = (text: string): ExpressData => {
  const lines = text.replace(/\r\n?/g, '\n').replace(/[\u00a0\u202f]/g, ' ').split('\n').map((l) => l.trim());
  return isEpcText(lines) ? parseEpc(lines) : parseText(lines);
};

import { formatMinor } from '../../ledger/money';
import type { StatementEntry } from './queries';
import { absMinor, dayIn, type Statement } from './statement';

/**
 * A SWIFT MT940 customer statement (block 4 only, as banks hand it to bookkeeping): :20: the
 * statement's reference, :25: the account, :28C: its number, :60F: the opening booked balance, a :61:
 * line and an :86: of up to six 65-character lines per booked entry, :62F: the closing booked balance,
 * and "-". Every text is in the SWIFT X character set (letters, digits, / - ? : ( ) . , ' + and
 * space): other letters lose their accents, anything else becomes a space; lines end in CR LF.
 */
const LINE = 65;

/** Text in the SWIFT X character set. */
export const swiftX = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** A continuation line may not start with ':' or '-' (it would read as a new field or the end). */
const safeStart = (line: string): string => (/^[:-]/.test(line) ? `.${line.slice(1)}` : line);

/** Cuts a text into lines of at most `width` characters, at most `max` lines. */
const lines = (text: string, width: number, max: number): string[] => {
  const out: string[] = [];
  for (let i = 0; i < text.length && out.length < max; i += width) out.push(text.slice(i, i + width));
  return out;
};

const yymmdd = (day: string): string => day.slice(2, 4) + day.slice(5, 7) + day.slice(8, 10);

/** An amount as MT940 writes it: a comma for the decimal point, no sign, no thousands separator. */
const amountText = (v: bigint, subUnit: number): string => formatMinor(absMinor(v), subUnit).replace('.', ',').replace(/,$/, ',');

const withComma = (text: string): string => (text.includes(',') ? text : `${text},`);

const balanceField = (tag: '60F' | '62F', s: Statement, v: bigint, day: string): string =>
  `:${tag}:${v < 0n ? 'D' : 'C'}${yymmdd(day)}${s.account.currency}${withComma(amountText(v, s.account.subUnit))}`;

/** The :61: transaction type: NCHG charges, NTRF transfers. */
const typeCode = (e: StatementEntry): string => (e.kind === 'fee' ? 'NCHG' : 'NTRF');

const ref16 = (text: string): string => swiftX(text).replace(/ /g, '').slice(0, 16) || 'NONREF';

const line61 = (s: Statement, e: StatementEntry): string => {
  const day = dayIn(e.bookedAt, s.timeZone);
  const mark = e.reversal ? (e.amount < 0n ? 'RC' : 'RD') : e.amount < 0n ? 'D' : 'C';
  return `:61:${yymmdd(day)}${day.slice(5, 7)}${day.slice(8, 10)}${mark}${withComma(amountText(e.amount, s.account.subUnit))}${typeCode(e)}NONREF//${ref16(e.reference)}`;
};

/** :86: information to the account owner: /ORDP/ or /BENM/ the counterparty, /IBAN/, /BIC/, /REMI/ the remittance, /CHGS/ the fee. */
const field86 = (s: Statement, e: StatementEntry): string[] => {
  const c = e.counterparty;
  const parts = [
    c.name ? `/${e.amount > 0n ? 'ORDP' : 'BENM'}/${swiftX(c.name)}` : '',
    c.iban ? `/IBAN/${swiftX(c.iban)}` : '',
    c.bic ? `/BIC/${swiftX(c.bic)}` : '',
    e.remittance ? `/REMI/${swiftX(e.remittance)}` : '',
    e.fee > 0n ? `/CHGS/${s.account.currency}${withComma(amountText(e.fee, s.account.subUnit))}` : '',
  ].join('');
  const text = parts || `/REMI/${swiftX(e.reference)}`;
  const all = lines(`:86:${text}`, LINE, 6);
  return all.map((l, i) => (i === 0 ? l : safeStart(l)));
};

export const mt940 = (s: Statement): string => {
  const account = s.account.iban ?? s.account.accountNumber ?? String(s.account.id);
  const out = [
    `:20:${ref16(s.id)}`,
    `:25:${swiftX(account).slice(0, 35)}`,
    `:28C:${String(s.number).padStart(5, '0').slice(-5)}/001`,
    balanceField('60F', s, s.opening, s.fromDay),
  ];
  for (const e of s.entries) out.push(line61(s, e), ...field86(s, e));
  out.push(balanceField('62F', s, s.closing, s.toDay), '-');
  return `${out.join('\r\n')}\r\n`;
};

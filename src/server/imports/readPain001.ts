import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { columnLetter, TEMPLATE_COLUMNS } from './template';
import type { OpenedSheet, SheetRow } from './readWorkbook';
import { decodeEntities } from './xmlScan';
import { IMPORT_LIMITS, ImportFileError } from './zipGuard';

/**
 * ISO 20022 pain.001 (customer credit transfer initiation) as an import (issue 41): versions
 * 001.001.03 and 001.001.09, as accounting tools write them. Every CdtTrfTxInf becomes one row of
 * the template's fields, so the preview, the row rules, the duplicate check, the one-time code and the
 * job are the xlsx path's own. Rows are numbered as a sheet would number them (the first transfer is
 * row 2), in the template's columns.
 *
 * Hostile files are refused before any parsing: a document type declaration (and with it every
 * external or expanding entity: XXE, "billion laughs") is not accepted at all, entities are never
 * expanded by the parser (only the five predefined ones and character references are decoded here),
 * the text must be UTF-8, the size and the number of transfers are capped, and the group header's
 * count and control sum must match the transfers.
 */
export const PAIN001_NAMESPACES = ['urn:iso:std:iso:20022:tech:xsd:pain.001.001.03', 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09'] as const;

export const PAIN001_MESSAGES = {
  notXml: 'The file is not well-formed XML.',
  encoding: 'The file must be UTF-8 encoded XML.',
  doctype: 'The file contains a document type declaration or entity definitions, which are not accepted.',
  namespace: 'The file is not a pain.001.001.03 or pain.001.001.09 credit transfer file.',
  empty: 'The file contains no credit transfer.',
  tooMany: `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en')} credit transfers.`,
  count: 'The number of transactions in the group header (NbOfTxs) does not match the credit transfers in the file.',
  controlSum: 'The control sum in the group header (CtrlSum) does not match the sum of the credit transfers.',
  method: 'Only credit transfers (PmtMtd TRF) can be imported.',
  debtor: 'The file pays from another account (DbtrAcct) than the chosen one.',
} as const;

export const PAIN001_SHEET = 'pain.001';

type Node = Record<string, unknown>;

const asList = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const child = (n: unknown, ...path: string[]): unknown => path.reduce<unknown>((cur, key) => (cur && typeof cur === 'object' && !Array.isArray(cur) ? (cur as Node)[key] : undefined), n);
const textOf = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return textOf((v as Node)['#text']);
  try {
    return decodeEntities(String(v)).trim();
  } catch {
    // An entity other than the five predefined ones was never declared (declarations are refused).
    throw new ImportFileError(PAIN001_MESSAGES.notXml);
  }
};
const text = (n: unknown, ...path: string[]): string => textOf(child(n, ...path));

/** Decimal text to an integer at 10^18 (pain.001 amounts have at most 5, control sums at most 17 decimals). */
const scaled = (decimal: string): bigint | null => {
  const m = /^(\d{1,18})(?:\.(\d{1,18}))?$/.exec(decimal);
  if (!m) return null;
  return BigInt(m[1] ?? '0') * 10n ** 18n + BigInt((m[2] ?? '').padEnd(18, '0'));
};

const column = new Map(TEMPLATE_COLUMNS.map((c, i) => [c.field, columnLetter(i + 1)]));

/** The namespace of the root Document element (default or prefixed), read from its start tag. */
const rootNamespace = (xml: string): string => {
  const start = /<(?:([A-Za-z_][\w.-]*):)?Document\b([^>]*)>/.exec(xml);
  if (!start) return '';
  const attribute = start[1] ? `xmlns:${start[1]}` : 'xmlns';
  const value = new RegExp(`\\s${attribute.replace(/\./g, '\\.')}\\s*=\\s*["']([^"']*)["']`).exec(start[2] ?? '');
  return value?.[1] ?? '';
};

/** Whether an upload is XML rather than a workbook (a zip starts with "PK"). */
export const looksLikeXml = (buf: Buffer): boolean => {
  const head = buf.subarray(0, 64).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return head.startsWith('<');
};

/** One credit transfer as the template's fields (the withdrawal rules check them as for an xlsx row). */
const rowOf = (tx: unknown, n: number, currency: string | null): SheetRow => {
  const values = new Map<string, string>();
  const cellErrors = new Map<string, string>();
  const set = (field: string, value: string) => {
    if (value !== '') values.set(field, value);
  };
  const amount = child(tx, 'Amt', 'InstdAmt');
  const ccy = amount && typeof amount === 'object' ? textOf((amount as Node)['@Ccy']) : '';
  set('amount', textOf(amount));
  if (currency && ccy && ccy !== currency) cellErrors.set(column.get('amount') ?? 'A', `The amount is in ${ccy}; the chosen account is in ${currency}.`);
  const ibanText = text(tx, 'CdtrAcct', 'Id', 'IBAN').replace(/\s+/g, '').toUpperCase();
  const other = text(tx, 'CdtrAcct', 'Id', 'Othr', 'Id');
  const bic = text(tx, 'CdtrAgt', 'FinInstnId', 'BICFI') || text(tx, 'CdtrAgt', 'FinInstnId', 'BIC');
  const sepa = ibanText !== '' && (ccy === 'EUR' || text(tx, 'PmtTpInf', 'SvcLvl', 'Cd') === 'SEPA');
  set('transfer_service', sepa ? 'sepa' : 'swift');
  set('customer_legal_type', 'company');
  set('customer_name', text(tx, 'Cdtr', 'Nm'));
  set('customer_iban', ibanText);
  if (!ibanText) set('customer_account', other);
  set('bank_swift', bic);
  set('bank_name', text(tx, 'CdtrAgt', 'FinInstnId', 'Nm'));
  const address = child(tx, 'Cdtr', 'PstlAdr');
  // Without a country in the address, the IBAN's country is the beneficiary's.
  set('customer_country', text(address, 'Ctry') || (ibanText ? ibanText.slice(0, 2) : ''));
  set('customer_city', text(address, 'TwnNm'));
  const street = [text(address, 'StrtNm'), text(address, 'BldgNb')].filter(Boolean).join(' ');
  set('customer_address', street || asList(child(address, 'AdrLine')).map(textOf).filter(Boolean).join(', '));
  set('customer_ref_message', asList(child(tx, 'RmtInf', 'Ustrd')).map(textOf).filter(Boolean).join(' '));
  return { row: n + 2, values, cellErrors };
};

/**
 * Reads a pain.001 upload into the import's sheet shape. `expect` (the chosen account) refuses a file
 * whose debtor account is another IBAN and marks transfers in another currency.
 */
export const openPain001 = (buf: Buffer, expect: { iban: string | null; currency: string | null } = { iban: null, currency: null }): OpenedSheet => {
  if (buf.length > IMPORT_LIMITS.maxFileBytes) throw new ImportFileError(PAIN001_MESSAGES.tooMany);
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(buf).replace(/^\uFEFF/, '');
  } catch {
    throw new ImportFileError(PAIN001_MESSAGES.encoding);
  }
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(xml)?.[1];
  if (declared && !/^utf-?8$/i.test(declared)) throw new ImportFileError(PAIN001_MESSAGES.encoding);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new ImportFileError(PAIN001_MESSAGES.doctype);
  if (XMLValidator.validate(xml) !== true) throw new ImportFileError(PAIN001_MESSAGES.notXml);
  const parser = new XMLParser({
    ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false, parseAttributeValue: false, processEntities: false, htmlEntities: false,
    isArray: (name) => name === 'PmtInf' || name === 'CdtTrfTxInf' || name === 'Ustrd' || name === 'AdrLine',
  });
  if (!(PAIN001_NAMESPACES as readonly string[]).includes(rootNamespace(xml))) throw new ImportFileError(PAIN001_MESSAGES.namespace);
  const doc = parser.parse(xml) as Node;
  const root = doc.Document;
  const initiation = child(root, 'CstmrCdtTrfInitn');
  if (!initiation) throw new ImportFileError(PAIN001_MESSAGES.namespace);
  const payments = asList(child(initiation, 'PmtInf'));
  const transfers: unknown[] = [];
  let sum = 0n;
  for (const p of payments) {
    if (text(p, 'PmtMtd') !== 'TRF') throw new ImportFileError(PAIN001_MESSAGES.method);
    const debtorIban = text(p, 'DbtrAcct', 'Id', 'IBAN').replace(/\s+/g, '').toUpperCase();
    if (expect.iban && debtorIban && debtorIban !== expect.iban.replace(/\s+/g, '').toUpperCase()) throw new ImportFileError(PAIN001_MESSAGES.debtor);
    for (const tx of asList(child(p, 'CdtTrfTxInf'))) {
      transfers.push(tx);
      if (transfers.length > IMPORT_LIMITS.maxRows) throw new ImportFileError(PAIN001_MESSAGES.tooMany);
      sum += scaled(text(tx, 'Amt', 'InstdAmt')) ?? 0n;
    }
  }
  if (transfers.length === 0) throw new ImportFileError(PAIN001_MESSAGES.empty);
  const declaredCount = text(initiation, 'GrpHdr', 'NbOfTxs');
  if (declaredCount !== String(transfers.length)) throw new ImportFileError(PAIN001_MESSAGES.count);
  const controlSum = text(initiation, 'GrpHdr', 'CtrlSum');
  if (controlSum !== '' && scaled(controlSum) !== sum) throw new ImportFileError(PAIN001_MESSAGES.controlSum);
  const used = new Map(TEMPLATE_COLUMNS.map((c) => [c.field, column.get(c.field) ?? 'A']));
  return {
    sheet: PAIN001_SHEET,
    columns: used,
    rows: function* rows() {
      for (let i = 0; i < transfers.length; i += 1) yield rowOf(transfers[i], i, expect.currency);
    },
  };
};

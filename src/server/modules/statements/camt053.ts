import { formatMinor } from '../../ledger/money';
import type { StatementEntry } from './queries';
import { absMinor, dayIn, type Statement } from './statement';

/**
 * An ISO 20022 camt.053.001.08 "BankToCustomerStatement" of one account: the group header, one Stmt
 * with the opening (OPBD) and closing (CLBD) booked balances, the transactions' summary and an Ntry per
 * booked entry (amount, CRDT/DBIT, reversal, BOOK, booking date-time, value date, the bank's reference,
 * the bank transaction code, and one TxDtls with the counterparty, its IBAN and BIC, the charges and the
 * remittance information). Elements are written in the schema's order.
 */
export const CAMT053_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data: escaped, without the characters XML 1.0 forbids, cut to the schema's length. */
const x = (value: string, max: number): string =>
  [...value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ' ').trim()].slice(0, max).join('').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const el = (name: string, inner: string): string => `<${name}>${inner}</${name}>`;

const amount = (s: Statement, v: bigint): string => `<Amt Ccy="${s.account.currency}">${formatMinor(absMinor(v), s.account.subUnit)}</Amt>`;
const sign = (v: bigint): string => el('CdtDbtInd', v < 0n ? 'DBIT' : 'CRDT');

const accountId = (iban: string | null, other: string | null): string | null =>
  iban ? el('Id', el('IBAN', iban)) : other ? el('Id', el('Othr', el('Id', x(other, 34)))) : null;

const agent = (bic: string | null): string | null => (bic ? el('FinInstnId', el('BICFI', x(bic, 11))) : null);

const balance = (s: Statement, code: 'OPBD' | 'CLBD', v: bigint, day: string): string =>
  el('Bal', el('Tp', el('CdOrPrtry', el('Cd', code))) + amount(s, v) + sign(v) + el('Dt', el('Dt', day)));

/** The bank transaction code (ISO external code set): domain PMNT, family by direction, sub-family by kind. */
const transactionCode = (e: StatementEntry): string => {
  const credit = e.amount > 0n;
  const [family, sub] = e.kind === 'fee' ? ['MCOP', 'CHRG'] : e.transactionType === 'transfer' || e.transactionType === 'exchange' || e.transactionType === 'convert' ? ['ICDT', 'BOOK'] : credit ? ['RCDT', 'ESCT'] : ['ICDT', 'ESCT'];
  return el('BkTxCd', el('Domn', el('Cd', 'PMNT') + el('Fmly', el('Cd', family) + el('SubFmlyCd', sub))));
};

const party = (name: string | null): string => el('Pty', el('Nm', x(name ?? 'NOTPROVIDED', 140)));

const details = (s: Statement, e: StatementEntry): string => {
  const credit = e.amount > 0n;
  type Side = { name: string | null; iban: string | null; other: string | null; bic: string | null };
  const own: Side = { name: s.owner, iban: s.account.iban, other: s.account.accountNumber, bic: s.account.bic };
  const them: Side = { name: e.counterparty.name, iban: e.counterparty.iban, other: null, bic: e.counterparty.bic };
  const [debtor, creditor] = credit ? [them, own] : [own, them];
  const acct = (p: Side) => accountId(p.iban, p.other);
  const debtorAcct = acct(debtor);
  const creditorAcct = acct(creditor);
  const parties = el('Dbtr', party(debtor.name)) + (debtorAcct ? el('DbtrAcct', debtorAcct) : '') + el('Cdtr', party(creditor.name)) + (creditorAcct ? el('CdtrAcct', creditorAcct) : '');
  const debtorAgent = agent(debtor.bic);
  const creditorAgent = agent(creditor.bic);
  const agents = (debtorAgent ? el('DbtrAgt', debtorAgent) : '') + (creditorAgent ? el('CdtrAgt', creditorAgent) : '');
  const charges = e.fee > 0n ? el('Chrgs', el('Rcrd', amount(s, e.fee) + el('CdtDbtInd', 'DBIT') + el('ChrgInclInd', 'true'))) : '';
  return el('NtryDtls', el('TxDtls',
    el('Refs', el('AcctSvcrRef', x(e.reference, 35)) + el('EndToEndId', 'NOTPROVIDED'))
    + amount(s, e.amount) + sign(e.amount) + charges
    + el('RltdPties', parties) + (agents ? el('RltdAgts', agents) : '')
    + (e.remittance ? el('RmtInf', el('Ustrd', x(e.remittance, 140))) : ''),
  ));
};

const entry = (s: Statement, e: StatementEntry): string => el('Ntry',
  el('NtryRef', String(e.entryId))
  + amount(s, e.amount) + sign(e.amount) + (e.reversal ? el('RvslInd', 'true') : '')
  + el('Sts', el('Cd', 'BOOK'))
  + el('BookgDt', el('DtTm', e.bookedAt))
  + el('ValDt', el('Dt', dayIn(e.bookedAt, s.timeZone)))
  + el('AcctSvcrRef', x(e.reference, 35))
  + transactionCode(e)
  + details(s, e),
);

const summary = (s: Statement): string => {
  const credits = s.entries.filter((e) => e.amount > 0n);
  const debits = s.entries.filter((e) => e.amount < 0n);
  const sum = (list: readonly StatementEntry[]) => formatMinor(list.reduce((t, e) => t + absMinor(e.amount), 0n), s.account.subUnit);
  const net = s.closing - s.opening;
  return el('TxsSummry',
    el('TtlNtries', el('NbOfNtries', String(s.entries.length)) + el('Sum', sum(s.entries)) + el('TtlNetNtry', el('Amt', formatMinor(absMinor(net), s.account.subUnit)) + sign(net)))
    + el('TtlCdtNtries', el('NbOfNtries', String(credits.length)) + el('Sum', sum(credits)))
    + el('TtlDbtNtries', el('NbOfNtries', String(debits.length)) + el('Sum', sum(debits))),
  );
};

export const camt053 = (s: Statement): string => {
  const created = s.createdAt.toISOString();
  const acct = accountId(s.account.iban, s.account.accountNumber ?? String(s.account.id)) ?? '';
  const servicer = agent(s.account.bic);
  const stmt = el('Stmt',
    el('Id', x(s.id, 35))
    + el('ElctrncSeqNb', String(s.number))
    + el('CreDtTm', created)
    + el('FrToDt', el('FrDtTm', s.from.toISOString()) + el('ToDtTm', new Date(s.to.getTime() - 1000).toISOString()))
    + el('Acct', acct + el('Ccy', s.account.currency) + el('Nm', x(s.account.name, 70)) + el('Ownr', el('Nm', x(s.owner, 140))) + (servicer ? el('Svcr', servicer) : ''))
    + balance(s, 'OPBD', s.opening, s.fromDay)
    + balance(s, 'CLBD', s.closing, s.toDay)
    + summary(s)
    + s.entries.map((e) => entry(s, e)).join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${CAMT053_NAMESPACE}">${el('BkToCstmrStmt', el('GrpHdr', el('MsgId', x(`${s.id}-${created.replace(/\D/g, '').slice(0, 14)}`, 35)) + el('CreDtTm', created)) + stmt)}</Document>\n`;
};

import type { StatementEntry } from './queries';

export type StatementAccount = { id: number; name: string; currency: string; iban: string | null; bic: string | null; accountNumber: string | null; subUnit: number };

/** Everything a statement file says, in minor units; entries in booking order. */
export type Statement = {
  /** Unique per account and period: ST-<account>-<from day>-<to day>. */
  id: string;
  /** The statement's number in the year (MT940 :28C:, camt ElctrncSeqNb): the period's first day of the year. */
  number: number;
  owner: string;
  account: StatementAccount;
  /** The period as days (inclusive) and as instants [from, to) in its time zone. */
  fromDay: string;
  toDay: string;
  from: Date;
  to: Date;
  timeZone: string;
  createdAt: Date;
  opening: bigint;
  closing: bigint;
  entries: StatementEntry[];
};

/** The calendar day of an instant in a time zone (YYYY-MM-DD). */
export const dayIn = (iso: string, timeZone: string): string => {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year ?? '1970'}-${parts.month ?? '01'}-${parts.day ?? '01'}`;
};

/** The day's number in its year (1 January → 1). */
export const dayOfYear = (day: string): number => {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Math.floor((at - Date.UTC(new Date(at).getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
};

const abs = (v: bigint): bigint => (v < 0n ? -v : v);
export { abs as absMinor };

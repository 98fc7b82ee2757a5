/** The part of mt940js (an MT940 parser from the npm registry, dev only) the statement tests read. */
declare module 'mt940js' {
  export type Mt940Transaction = { amount: number; reversal: boolean; currency: string; details: string; transactionType: string; reference: string; bankReference?: string; date: Date; entryDate?: Date };
  export type Mt940Statement = {
    transactionReference: string;
    accountIdentification: string;
    number: { statement: string; sequence?: string };
    currency: string;
    openingBalance: number;
    closingBalance: number;
    openingBalanceDate: Date;
    closingBalanceDate: Date;
    transactions: Mt940Transaction[];
  };
  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string, withTags?: boolean): Mt940Statement[];
  }
}

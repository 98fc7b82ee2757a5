/** Tables of migration 007 (support tickets). */
export type TicketTransactionsTable = {
  ticket_id: number;
  transaction_id: number;
};

export type TicketTables = {
  ticket_transactions: TicketTransactionsTable;
};

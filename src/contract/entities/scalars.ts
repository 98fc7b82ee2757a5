/** A decimal number as a string ("100.00", "0.00100000"). */
export type Decimal = string;
/** ISO 8601 date-time. */
export type DateTime = string;
/** YYYY-MM-DD. */
export type DateOnly = string;

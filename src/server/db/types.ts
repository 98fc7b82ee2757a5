import type { ColumnType, Generated } from 'kysely';

/** 0 or 1: booleans are integers so both engines store them alike. */
export type Bool = number;
/** ISO 8601 UTC text ("2026-01-31T12:00:00.000Z"): sorts as text on both engines. */
export type Timestamp = string;
/** JSON kept as text. */
export type Json = string;
/**
 * Money in integer minor units (BIGINT). SQLite reads it as a number, PostgreSQL as a string:
 * always read it through `minor()` from db/values.ts, which gives a bigint.
 */
export type Money = ColumnType<string | number | bigint, string | bigint, string | bigint>;
export type Id = Generated<number>;

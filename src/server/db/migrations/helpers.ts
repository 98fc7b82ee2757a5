import type { CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DbEngine } from '../engine';

/** Schema helpers that hide the few differences between SQLite and PostgreSQL. */
export type MigrationDb = Kysely<unknown>;

export const withId = <T extends string>(tb: CreateTableBuilder<T, never>, engine: DbEngine) =>
  engine === 'postgres'
    ? tb.addColumn('id', 'serial', (c) => c.primaryKey())
    : tb.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

export const withTimestamps = <T extends string, C extends string>(tb: CreateTableBuilder<T, C>) =>
  tb.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());

export const bool = (defaultValue: 0 | 1) => (c: { notNull: () => { defaultTo: (v: number) => unknown } }) => c.notNull().defaultTo(defaultValue);

export const raw = sql;

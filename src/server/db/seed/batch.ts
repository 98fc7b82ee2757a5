import { type Insertable, type Kysely, sql } from 'kysely';
import type { DbEngine } from '../engine';
import type { Database } from '../schema';

/** Tables the seed writes with explicit ids. */
export const SEEDED_TABLES = [
  'companies', 'users', 'bank_accounts', 'transaction_agents', 'imports', 'transactions',
  'journal_entries', 'postings', 'fee_plans', 'white_labels',
] as const satisfies readonly (keyof Database)[];
export type SeededTable = (typeof SEEDED_TABLES)[number];

/**
 * Hands out ids in memory (continuing after the current maximum), so rows that reference each other
 * can be built before anything is written, and the ids are the same on every run.
 */
export class IdAllocator {
  private constructor(private readonly last: Map<SeededTable, number>) {}

  static async load(db: Kysely<Database>): Promise<IdAllocator> {
    const last = new Map<SeededTable, number>();
    for (const table of SEEDED_TABLES) {
      const { rows } = await sql<{ m: number | string | null }>`select max(id) as m from ${sql.table(table)}`.execute(db);
      last.set(table, Number(rows[0]?.m ?? 0));
    }
    return new IdAllocator(last);
  }

  next(table: SeededTable): number {
    const id = (this.last.get(table) ?? 0) + 1;
    this.last.set(table, id);
    return id;
  }
}

export const BATCH_SIZE = 200;

/** Multi-row inserts of BATCH_SIZE rows (far below both engines' bound-parameter limits). */
export const insertRows = async <T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: readonly Insertable<Database[T]>[]): Promise<void> => {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const chunk = rows.slice(i, i + BATCH_SIZE);
    // The generic table name defeats Kysely's inference; the parameter type above keeps the rows checked.
    await db.insertInto(table).values(chunk as never).execute();
  }
};

/** PostgreSQL serial sequences do not move on explicit ids: move them past the seeded rows. */
export const syncSequences = async (db: Kysely<Database>, engine: DbEngine): Promise<void> => {
  if (engine !== 'postgres') return;
  for (const table of SEEDED_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
};

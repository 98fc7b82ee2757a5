/**
 * The statements a database connection was sent, counted (one increment each: always on) and, while
 * `texts` is set, recorded. On PostgreSQL each is one round trip to the server (`begin` and `commit`
 * included); on SQLite each is one statement run in the process (the group commit's own `begin`,
 * savepoints and `commit` included). The bench (scripts/bench/statements.ts) and
 * tests/server/transferStatements.test.ts read it: the statements of one transfer on each engine.
 */
export class StatementLog {
  count = 0;
  /** Set to an array to record the SQL of every statement from now on; null records nothing. */
  texts: string[] | null = null;

  note(sql: string): void {
    this.count += 1;
    this.texts?.push(sql);
  }
}

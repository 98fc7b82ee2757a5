// The WAL checkpointer's thread (db/checkpointer.ts): its own connection to the server's SQLite file,
// folding the write-ahead log back into the database every `intervalMs` with a PASSIVE checkpoint, so
// that the copy of those pages and the flush after it happen beside the thread that serves requests
// instead of inside one of its commits. Plain JavaScript: it runs as its own module in a worker thread,
// under the compiled server (dist-server/, where scripts/serverBuild.mjs copies it), tsx and Vitest alike.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {{ file: string; intervalMs: number }} */
const { file, intervalMs } = workerData;
if (!parentPort) throw new Error('checkpointWorker.mjs runs as a worker thread');
const port = parentPort;

/** @type {import('better-sqlite3').Database | undefined} */
let db;
try {
  // The file exists: the server's own connection made it. Never create one here.
  db = new Database(file, { fileMustExist: true });
  // A checkpoint never waits for readers or writers (PASSIVE); a lock another checkpoint holds is
  // answered at once as busy, and the next round tries again.
  db.pragma('busy_timeout = 0');
  // As the server's connection: the WAL is flushed before a checkpoint, the database file after it.
  db.pragma('synchronous = NORMAL');
  if (db.pragma('journal_mode', { simple: true }) !== 'wal') throw new Error(`${file} is not in WAL mode`);
} catch (err) {
  port.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
  db?.close();
  process.exit(1);
}
const conn = /** @type {import('better-sqlite3').Database} */ (db);
const checkpoint = conn.prepare('pragma wal_checkpoint(PASSIVE)');

const dataVersion = conn.prepare('pragma data_version').pluck();

/**
 * What the last report said, SQLite's count of other connections' commits then, and when: an idle
 * server's log, folded back and not yet restarted, is told again once a second, not every round.
 */
let told = { log: 0, checkpointed: 0, version: -1, at: 0 };
const SAME_AGAIN_MS = 1000;
/** @type {string | undefined} The last round's failure, if the last round failed. */
let lastError;
const round = () => {
  try {
    // When it started (Date.now() is the same clock in every thread): a caller that wrote before then
    // knows this checkpoint saw its commit.
    const at = Date.now();
    const version = /** @type {number} */ (dataVersion.get());
    const row = /** @type {{ log: number; checkpointed: number }} */ (checkpoint.get());
    // Told when something was committed since, or more of the log was folded back (tests wait for a
    // checkpoint that folded back everything).
    const changed = version !== told.version || row.log !== told.log || row.checkpointed !== told.checkpointed;
    if (row.log > 0 && row.checkpointed > 0 && (changed || at - told.at >= SAME_AGAIN_MS)) {
      told = { log: row.log, checkpointed: row.checkpointed, version, at };
      port.postMessage({ type: 'checkpoint', log: row.log, checkpointed: row.checkpointed, at });
    }
  } catch (err) {
    // A failure that repeats every round (an I/O error) is told once, not 20 times a second.
    const message = err instanceof Error ? err.message : String(err);
    if (message !== lastError) port.postMessage({ type: 'error', message });
    lastError = message;
    return;
  }
  lastError = undefined;
};
const timer = setInterval(round, intervalMs);
port.on('message', (message) => {
  if (message === 'stop') {
    clearInterval(timer);
    conn.close();
    port.close();
  }
});

import { Worker } from 'node:worker_threads';

/**
 * WAL checkpoints beside the request thread (decisions.md, "Checkpoints on a thread of their own").
 *
 * In WAL mode SQLite appends every commit to the write-ahead log; a checkpoint copies those pages back
 * into the database file and flushes it. By default the connection that commits when the log passes
 * 1,000 pages runs that checkpoint inside its commit: on the server that is the one thread that serves
 * every request, and each such commit stalls all of them for the copy and the flush. Here a worker
 * thread with its own connection to the same file (db/checkpointWorker.mjs) runs a PASSIVE checkpoint
 * every `intervalMs` (it waits for nobody and blocks nobody: readers and the writer go on), on the
 * machine's other core.
 *
 * The server's own connection keeps its automatic checkpoint at a higher bound
 * (FALLBACK_AUTOCHECKPOINT_PAGES), so the log stays bounded if the thread stops, lags behind or fails:
 * then the server checkpoints in its commits as before. A failure is told to `onError` listeners (the
 * app logs it) and never ends the process.
 */
export type Checkpointer = {
  /** The next checkpoint that folded pages back (resolves with what it folded); for tests and measurements. */
  nextCheckpoint: () => Promise<CheckpointDone>;
  /** Listens to the thread's failures; those that came before the first listener are handed to it. */
  onError: (listener: (message: string) => void) => void;
  /** Stops the thread and closes its connection; resolves when it has exited. */
  stop: () => Promise<void>;
  /** Resolves when the thread has exited (stopped, or failed). */
  exited: Promise<void>;
};
/** Frames in the log and frames folded back so far, and when the checkpoint started (Date.now()). */
export type CheckpointDone = { log: number; checkpointed: number; at: number };

/** How often the thread checkpoints: a few tens of milliseconds of commits (at most a few thousand pages under load). */
export const CHECKPOINT_INTERVAL_MS = 50;
/** The server connection's wal_autocheckpoint while the thread runs: the log's bound if it does not (10,000 pages of 4 KiB). */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

type WorkerMessage = { type: 'error'; message: string } | ({ type: 'checkpoint' } & CheckpointDone);

export const startCheckpointer = (file: string, intervalMs = CHECKPOINT_INTERVAL_MS): Checkpointer => {
  // Its own module, run as it is (no loader): the compiled server finds it beside its bundle.
  const worker = new Worker(new URL('./checkpointWorker.mjs', import.meta.url), { workerData: { file, intervalMs }, execArgv: [] });
  // The thread never keeps the process alive: a server that is done exits with it running.
  worker.unref();
  const errors: string[] = [];
  const listeners: ((message: string) => void)[] = [];
  let waiting: ((done: CheckpointDone) => void)[] = [];
  const fail = (message: string) => {
    if (listeners.length === 0) errors.push(message);
    for (const listener of listeners) listener(message);
  };
  worker.on('message', (m: WorkerMessage) => {
    if (m.type === 'error') fail(m.message);
    else if (m.type === 'checkpoint') {
      const done = { log: m.log, checkpointed: m.checkpointed, at: m.at };
      const resolve = waiting;
      waiting = [];
      for (const r of resolve) r(done);
    }
  });
  worker.on('error', (err) => fail(err.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  return {
    nextCheckpoint: () => new Promise<CheckpointDone>((resolve) => waiting.push(resolve)),
    onError: (listener) => {
      listeners.push(listener);
      for (const message of errors.splice(0)) listener(message);
    },
    stop: () => {
      stopping ??= (async () => {
        // Held by the process again until it has exited: a caller awaiting this with nothing else left
        // to do (a script closing its database) must see it resolve, not an event loop run dry.
        worker.ref();
        // Asked to close its connection first (a terminate could stop it inside a checkpoint, which
        // SQLite survives, but a clean close is cheaper for the next opener); ended if it does not.
        worker.postMessage('stop');
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => {
          timer = setTimeout(resolve, 2000, 'late');
        });
        if ((await Promise.race([exited.then(() => 'exited' as const), late])) === 'late') await worker.terminate();
        clearTimeout(timer);
        await exited;
      })();
      return stopping;
    },
    exited,
  };
};

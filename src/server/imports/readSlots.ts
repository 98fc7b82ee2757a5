/**
 * At most `size` holders at a time; the others wait in the order they asked. An import's preview or
 * submit holds one while it unpacks and reads the worksheet (up to 160 MiB unpacked, plus its rows),
 * so a burst of large uploads queues instead of taking the process past its memory limit. A limit of
 * one process's memory, so it lives in the process (each instance has its own).
 */
export class Slots {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error('Slots need a size of at least 1');
    this.#free = size;
  }

  /** Resolves with the release function once a slot is free; call it exactly once (later calls do nothing). */
  async acquire(): Promise<() => void> {
    if (this.#free > 0) this.#free -= 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    };
  }

  /** Runs `work` in a slot, released however it ends. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Holders now and callers waiting (for tests and diagnostics). */
  get state(): { holders: number; waiting: number } {
    return { holders: this.size - this.#free, waiting: this.#waiting.length };
  }
}

/** Worksheets read at once by one process's imports (previews and submits). */
export const IMPORT_READ_SLOTS = 2;
export const importReadSlots = new Slots(IMPORT_READ_SLOTS);

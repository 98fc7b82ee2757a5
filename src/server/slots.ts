/**
 * At most `size` holders at a time; the others wait in the order they asked. With a size of 1 it is a
 * first-come, first-served mutex (the SQLite connection of db/groupCommit.ts); imports/readSlots.ts
 * bounds how many worksheets one process reads at once.
 */
export class Slots {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error('Slots need a size of at least 1');
    this.#free = size;
  }

  /** Takes a slot, waiting for one when all are held; give it back with `give()`. */
  take(): Promise<void> {
    if (this.#free > 0) {
      this.#free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Takes a slot if one is free now (true), without waiting; give it back with `give()`. */
  tryTake(): boolean {
    if (this.#free === 0) return false;
    this.#free -= 1;
    return true;
  }

  /** Gives a slot back: to the first caller waiting, else it is free. */
  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free += 1;
  }

  /** Resolves with the release function once a slot is free; later calls of the function do nothing. */
  async acquire(): Promise<() => void> {
    await this.take();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.give();
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

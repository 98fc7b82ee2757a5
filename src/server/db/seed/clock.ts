/** Time helpers of the seed: every date is an offset from `now`, so the same `now` gives the same dates. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The seeded history: transactions fall in (now − HISTORY_DAYS, now]. */
export const HISTORY_DAYS = 360;

export class SeedClock {
  constructor(readonly now: Date) {}

  /** ISO timestamp `ms` milliseconds before now. */
  before(ms: number): string {
    return new Date(this.now.getTime() - ms).toISOString();
  }

  /** ISO timestamp at `ms` milliseconds after the start of the history window. */
  fromStart(ms: number): string {
    return new Date(this.now.getTime() - HISTORY_DAYS * DAY + ms).toISOString();
  }
}

// The benches that start their own server (`node scripts/start.mjs`) wait for it here.

/** Resolves once `${base}/api/v1/health` answers, or fails after `deadlineMs`. */
export const waitForHealth = async (base: string, deadlineMs: number): Promise<void> => {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
};

/**
 * The code of the first signed-in page, fetched while the person signs in (issue 43: code → dashboard
 * took 1.1–1.4 s as a waterfall: the sign-in answer, then the layout's chunk, then the session, then
 * the dashboard's chunk, then its data). The shell registers what to fetch (App.tsx: the layout is
 * the shell's); the sign-in form starts it with the credentials' submit, so the chunks are in the
 * browser's cache by the time the code is typed. A failed fetch is tried again on navigation.
 */
let fetchChunks: (() => Promise<unknown>[]) | null = null;
let started = false;

export const registerSignInWarmUp = (chunks: () => Promise<unknown>[]): void => {
  fetchChunks = chunks;
};

export const warmUpSignedIn = (): void => {
  if (started || !fetchChunks) return;
  started = true;
  void Promise.allSettled(fetchChunks()).then((results) => {
    if (results.some((r) => r.status === 'rejected')) started = false;
  });
};

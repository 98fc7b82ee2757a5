/**
 * The code of the first signed-in page, fetched while the person signs in (issue 43: code → dashboard
 * took 1.1–1.4 s as a waterfall: the sign-in answer, then the layout's chunk, then the session, then
 * the dashboard's chunk, then its data). Started with the credentials' submit, so the chunks are in
 * the browser's cache by the time the code is typed; a failed fetch is tried again on navigation.
 */
let started = false;

export const warmUpSignedIn = (): void => {
  if (started) return;
  started = true;
  const chunks = [import('../layout/KontorLayout'), import('../dashboard/ManagerDashboard'), import('../dashboard/AdminDashboard')];
  void Promise.allSettled(chunks).then((results) => {
    if (results.some((r) => r.status === 'rejected')) started = false;
  });
};

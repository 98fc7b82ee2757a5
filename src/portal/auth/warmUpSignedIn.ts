import type { RoleSlug } from '../../contract/enums';

/**
 * The code of the first signed-in page, fetched while the person signs in (issue 43: code → dashboard
 * took 1.1–1.4 s as a waterfall: the sign-in answer, then the layout's chunk, then the session, then
 * the dashboard's chunk, then its data). The shell registers what to fetch (App.tsx: the layout is
 * the shell's). The sign-in form starts it with the credentials' submit, before anyone's role is
 * known: the layout, which every role has, and the manager's dashboard, the first page of every
 * customer (most sign-ins), so both are in the browser's cache by the time the code is typed. Once the
 * sign-in answers, the role is known and its own dashboard is fetched: an admin's, only for admins
 * (issue 36: a customer no longer downloads the admin dashboard). A failed fetch is tried again on
 * navigation.
 */
export type SignInWarmUp = {
  /** Before the role is known. */
  early: () => Promise<unknown>[];
  /** The role's own first page, once the sign-in has answered. */
  forRole: (role: RoleSlug) => Promise<unknown>[];
};

let warmUp: SignInWarmUp | null = null;
let started = false;

export const registerSignInWarmUp = (chunks: SignInWarmUp): void => {
  warmUp = chunks;
};

const settle = (fetches: Promise<unknown>[], onFailure: () => void) => {
  void Promise.allSettled(fetches).then((results) => {
    if (results.some((r) => r.status === 'rejected')) onFailure();
  });
};

/** With the credentials' submit: what every role's first page needs. */
export const warmUpSignedIn = (): void => {
  if (started || !warmUp) return;
  started = true;
  settle(warmUp.early(), () => {
    started = false;
  });
};

/** Once the sign-in has answered: the role's own dashboard (a chunk fetched before is not fetched again). */
export const warmUpRole = (role: RoleSlug | null): void => {
  if (!warmUp || !role) return;
  settle(warmUp.forRole(role), () => undefined);
};

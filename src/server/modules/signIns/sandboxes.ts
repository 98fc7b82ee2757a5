import type { AppContext } from '../../context';
import { nowIso } from '../../db/values';
import { type UnavailableError, unavailable } from '../../domain/errors';

/**
 * Every outside system has a built-in sandbox whose behaviour lives in the database (all server
 * instances agree): `up` works, `down` is unreachable, `refusing` answers but says no.
 */
export type SandboxMode = 'up' | 'down' | 'refusing';
export type SandboxName = 'legacy' | 'portals' | 'chat' | 'crm' | 'psp' | 'kyc';

export type SandboxState = { mode: SandboxMode; reason: string | null };

export const sandboxState = async (ctx: AppContext, name: SandboxName): Promise<SandboxState> => {
  const row = await ctx.db.selectFrom('integration_sandboxes').select(['mode', 'reason']).where('name', '=', name).executeTakeFirst();
  return row ? { mode: row.mode as SandboxMode, reason: row.reason } : { mode: 'up', reason: null };
};

/** Tells a sandbox how to behave from now on (tests, and a bank trying the failure paths). */
export const setSandboxMode = async (ctx: AppContext, name: SandboxName, mode: SandboxMode, reason: string | null = null): Promise<void> => {
  const at = nowIso(ctx.now());
  await ctx.db
    .insertInto('integration_sandboxes')
    .values({ name, mode, reason, updated_at: at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ mode, reason, updated_at: at }))
    .execute();
};

/** An outside system could not be reached or refused: the caller answers 503 (document 2 section 8). */
export class IntegrationUnavailable extends Error {
  constructor(readonly system: SandboxName, message: string) {
    super(message);
    this.name = 'IntegrationUnavailable';
  }
}

/** Document 2 section 8: 503 with the remote-portal-status header, shown as a warning. */
export const REMOTE_UNAVAILABLE = 'Remote portal is unavailable. Please try again later';

/** What the caller of an outside system that cannot be reached hears. */
export const remoteUnavailable = (): UnavailableError => unavailable(REMOTE_UNAVAILABLE, 'unavailable');

/** Throws IntegrationUnavailable when the sandbox is down or refusing. */
export const assertSandboxUp = async (ctx: AppContext, name: SandboxName): Promise<void> => {
  const state = await sandboxState(ctx, name);
  if (state.mode !== 'up') throw new IntegrationUnavailable(name, state.reason ?? `The ${name} sandbox is ${state.mode}.`);
};

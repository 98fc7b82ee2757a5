import type { PortalServiceProvider } from '../../../contract/enums';
import { type AppContext, rootOf } from '../../context';
import type { PortalProvider } from './provider';
import { SandboxPortalProvider } from './sandbox';
import { remoteMovementReceived } from './incoming';

/**
 * Which implementation serves each provider. The reference server answers every provider with the
 * built-in sandbox. A bank plugs in a real provider by adding its adapter here (for instance
 * `openpayd: new OpenPaydProvider(config)`): nothing else in Kontor changes (docs/portal-services.md).
 */
type Registry = { sandbox: SandboxPortalProvider; real: Partial<Record<PortalServiceProvider, PortalProvider>> };

const registries = new WeakMap<AppContext, Registry>();

/** Kept on the server's context, and built from it: a call's context (and its handle) lasts one request. */
const registryOf = (ctx: AppContext): Registry => {
  const root = rootOf(ctx);
  let r = registries.get(root);
  if (!r) {
    r = { sandbox: new SandboxPortalProvider(root.db, root.now, root.config.publicUrl, remoteMovementReceived(root.now)), real: {} };
    registries.set(root, r);
  }
  return r;
};

/** The adapter of one provider. */
export const portalProvider = (ctx: AppContext, service: PortalServiceProvider): PortalProvider => {
  const r = registryOf(ctx);
  return r.real[service] ?? r.sandbox;
};

/** The built-in sandbox (its admin controls and the sign-in page); null when a real adapter serves the provider. */
export const sandboxFor = (ctx: AppContext, service: PortalServiceProvider): SandboxPortalProvider | null => {
  const r = registryOf(ctx);
  return r.real[service] ? null : r.sandbox;
};

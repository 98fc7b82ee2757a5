import type { PortalServiceProvider } from '../../../contract/enums';
import type { AppContext } from '../../context';
import type { PortalProvider } from './provider';
import { SandboxPortalProvider } from './sandbox';
import { remoteMovementReceived } from './autoTransfer';

/**
 * Which implementation serves each provider. The reference server answers every provider with the
 * built-in sandbox. A bank plugs in a real provider by adding its adapter here (for instance
 * `openpayd: new OpenPaydProvider(config)`): nothing else in Kontor changes (docs/portal-services.md).
 */
type Registry = { sandbox: SandboxPortalProvider; real: Partial<Record<PortalServiceProvider, PortalProvider>> };

const registries = new WeakMap<AppContext, Registry>();

const registryOf = (ctx: AppContext): Registry => {
  let r = registries.get(ctx);
  if (!r) {
    r = { sandbox: new SandboxPortalProvider(ctx.db, ctx.now, ctx.config.publicUrl, remoteMovementReceived(ctx.now)), real: {} };
    registries.set(ctx, r);
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

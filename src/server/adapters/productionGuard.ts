import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';

/**
 * The built-in sandboxes a configuration lets serve, by the name the operator and the sandbox banner
 * use. Each is chosen by a setting beside its real adapter (docs/operations.md, "Outside parties").
 */
export const SANDBOX_NAMES = ['exchange_rates', 'payment_network', 'malware_scanner', 'kyc', 'psp', 'remote_portals', 'legacy_system', 'chat'] as const;
export type SandboxName = (typeof SANDBOX_NAMES)[number];

const SETTING_OF: Record<SandboxName, string> = {
  exchange_rates: 'KONTOR_RATES_PROVIDER=feed',
  payment_network: 'KONTOR_PAYMENT_NETWORK=http',
  malware_scanner: 'KONTOR_MALWARE_SCANNER=clamd',
  kyc: 'KONTOR_KYC_PROVIDER=http',
  psp: 'KONTOR_PSP_ADAPTER=http',
  remote_portals: 'KONTOR_PORTALS_PROVIDER=http',
  legacy_system: 'KONTOR_LEGACY_ORIGIN',
  chat: 'KONTOR_ROCKET_CHAT_URL',
};

export const sandboxesInUse = (config: Config): SandboxName[] => {
  const a = config.adapters;
  const used: Record<SandboxName, boolean> = {
    exchange_rates: a.rates.kind === 'simulated',
    payment_network: a.paymentNetwork.kind === 'sandbox',
    malware_scanner: (config.malwareScanner?.kind ?? 'sandbox') === 'sandbox',
    kyc: a.kyc.kind === 'sandbox',
    psp: a.psp.kind === 'sandbox',
    remote_portals: a.portals.kind === 'sandbox',
    // With its secret set but no address of its own, to-legacy (rocket-chat) would send people to the sandbox page.
    legacy_system: config.integrations.secrets.legacy !== undefined && config.integrations.legacyOrigin === null,
    chat: config.integrations.secrets.chat !== undefined && config.integrations.chatUrl === null,
  };
  return SANDBOX_NAMES.filter((name) => used[name]);
};

/** Sandbox routes an app mounted (the sandbox wallet, the PSP, KYC and portal sandboxes' pages), by its context (plugins see the same one). */
const mounted = new WeakMap<AppContext, Set<SandboxName>>();

/**
 * Mounts a sandbox's own routes only while that sandbox serves (they are of no use beside a real adapter,
 * and some, like the payment network's test wallet, would let anyone "pay"), and remembers that it did.
 */
export const mountSandboxRoutes = (app: FastifyInstance, name: SandboxName, register: () => void): void => {
  if (!sandboxesInUse(app.kontor.config).includes(name)) return;
  register();
  const names = mounted.get(app.kontor) ?? new Set<SandboxName>();
  names.add(name);
  mounted.set(app.kontor, names);
};

export const mountedSandboxRoutes = (app: FastifyInstance): SandboxName[] => [...(mounted.get(app.kontor) ?? [])];

export class SandboxInProductionError extends Error {
  constructor(what: string[], kind: 'selected' | 'mounted') {
    super(
      `Refusing to start in production with sandbox ${kind === 'selected' ? 'adapters selected' : 'routes mounted'}: ${what.join('; ')}. ` +
        'Choose the real adapters (docs/operations.md, "Outside parties"), or set KONTOR_SANDBOX=1 to run a sandbox installation on purpose (every page then says so).',
    );
    this.name = 'SandboxInProductionError';
  }
}

/** Before anything else at start: production serves no sandbox unless KONTOR_SANDBOX=1 says so. */
export const refuseSandboxesInProduction = (config: Config): void => {
  if (config.nodeEnv !== 'production' || config.sandboxAllowed) return;
  const used = sandboxesInUse(config);
  if (used.length > 0) throw new SandboxInProductionError(used.map((name) => `${name} (set ${SETTING_OF[name]})`), 'selected');
};

/** After the routes are registered: none of a sandbox's routes is mounted in production unless allowed. */
export const refuseSandboxRoutesInProduction = (app: FastifyInstance): void => {
  const config = app.kontor.config;
  if (config.nodeEnv !== 'production' || config.sandboxAllowed) return;
  const routes = mountedSandboxRoutes(app);
  if (routes.length > 0) throw new SandboxInProductionError(routes, 'mounted');
};

/** The sandboxes the pages name in their banner: only on an installation that runs sandboxes on purpose (KONTOR_SANDBOX=1). */
export const bannerSandboxes = (config: Config): SandboxName[] => (config.sandboxAllowed ? sandboxesInUse(config) : []);

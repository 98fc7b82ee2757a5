import crypto from 'node:crypto';
import type { AppContext, UserRow } from '../../context';
import { assertSandboxUp } from './sandboxes';
import { integrationSecret, type KeyClaims, newClaims, signKey } from './signedKeys';

/**
 * The outside systems of the alternative sign-ins (docs/sign-ins-and-kyc.md). Kontor sends people to
 * two of them with a key it issued (the legacy system, the chat service) and accepts people from four
 * (the legacy system, remote portals, the CRM, the PSP) with a key they issued. A bank replaces the
 * built-in sandboxes with its own adapters through `useSignInAdapters`.
 */
export type OutboundSystem = {
  /** The address the signed-in user is sent to with the key Kontor issued; throws IntegrationUnavailable. */
  handOff: (ctx: AppContext, user: UserRow, key: string) => Promise<string>;
};

/** The kinds of keys other systems send people with, and how their subject names the user. */
export const INBOUND = {
  legacy: { typ: 'legacy-in', secret: 'legacy' },
  portals: { typ: 'portal', secret: 'portals' },
  crm: { typ: 'crm', secret: 'crm' },
  psp: { typ: 'psp', secret: 'psp' },
} as const;
export type InboundSystem = keyof typeof INBOUND;

/** Keys Kontor issues: to the legacy system (to-legacy) and to the chat service (rocket-chat). */
export const OUTBOUND = {
  legacy: { typ: 'legacy-out', secret: 'legacy' },
  chat: { typ: 'chat', secret: 'chat' },
} as const;
export type OutboundName = keyof typeof OUTBOUND;

const sandboxLegacy: OutboundSystem = {
  handOff: async (ctx, _user, key) => {
    await assertSandboxUp(ctx, 'legacy');
    const origin = ctx.config.integrations.legacyOrigin ?? `${ctx.config.publicUrl}/legacy-sandbox`;
    return `${origin}/sign-in/kontor?key=${encodeURIComponent(key)}`;
  },
};

const sandboxChat: OutboundSystem = {
  handOff: async (ctx, _user, key) => {
    await assertSandboxUp(ctx, 'chat');
    const origin = ctx.config.integrations.chatUrl ?? `${ctx.config.publicUrl}/chat-sandbox`;
    return `${origin}/home?kontor_key=${encodeURIComponent(key)}`;
  },
};

const adapters: Record<OutboundName, OutboundSystem> = { legacy: sandboxLegacy, chat: sandboxChat };

export const outboundSystem = (name: OutboundName): OutboundSystem => adapters[name];

/** Plugs in a bank's own adapters (at start-up, before the server listens). */
export const useSignInAdapters = (replacements: Partial<Record<OutboundName, OutboundSystem>>): void => {
  Object.assign(adapters, replacements);
};

/** The CRM widget's context; the CRM's key binds exactly these five values. */
export type CrmContext = { user_id: string; user_zuid: string; user_email: string; domain: string; organization_id: string };

export const crmContextHash = (c: CrmContext): string =>
  crypto.createHash('sha256').update(JSON.stringify([c.user_id, c.user_zuid, c.user_email.toLowerCase(), c.domain, c.organization_id])).digest('base64url');

export type MintOptions = {
  /** The user as the system names them: e-mail (legacy, portals, crm) or Kontor user id (psp). */
  subject: string;
  /** Seconds the key lives (default: the configured maximum). */
  ttl?: number;
  /** Seconds since the key was issued (a key minted long ago is expired). */
  issuedAgo?: number;
  /** Signed with a secret that is not the shared one: what a forger produces. */
  forged?: boolean;
  extra?: Record<string, string | number>;
};

/**
 * The built-in sandbox of a system that sends people to Kontor: it mints keys as that system would,
 * with the shared secret (or, `forged`, without it). Down or refusing, it mints nothing.
 */
export const sandboxIssuer = (system: InboundSystem) => ({
  mint: async (ctx: AppContext, o: MintOptions): Promise<{ key: string; claims: KeyClaims }> => {
    await assertSandboxUp(ctx, system === 'legacy' ? 'legacy' : system);
    const secret = o.forged ? crypto.randomBytes(32).toString('base64url') : integrationSecret(ctx, INBOUND[system].secret);
    if (!secret) throw new Error(`No ${system} secret configured`);
    const claims = newClaims(INBOUND[system].typ, o.subject, ctx.now(), o.ttl ?? ctx.config.integrations.keyTtl, o.extra, o.issuedAgo);
    return { key: signKey(secret, claims), claims };
  },
  mintForCrm: async (ctx: AppContext, context: CrmContext, o: Omit<MintOptions, 'subject' | 'extra'> = {}) =>
    sandboxIssuer('crm').mint(ctx, { ...o, subject: context.user_email, extra: { ctx: crmContextHash(context) } }),
});

import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Whether a webhook address may be called (issue 41): https only, and not on a private, loopback,
 * link-local, shared, multicast or reserved address (the server's own network) unless the operator
 * allows it (KONTOR_WEBHOOKS_ALLOW_PRIVATE=1). A host name counts by every address it resolves to;
 * the check runs when the endpoint is saved and again before each delivery (a name can change).
 */
export const WEBHOOK_ADDRESS_MESSAGES = {
  https: 'The address must be an https URL.',
  private: 'The address is on a private or loopback network, which is not allowed.',
  unresolved: 'The address\'s host name cannot be resolved.',
} as const;

const V4_BLOCKS: readonly [string, number][] = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];

const v4Number = (ip: string): number => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

const privateV4 = (ip: string): boolean => V4_BLOCKS.some(([base, bits]) => {
  const mask = bits === 0 ? 0 : 2 ** 32 - 2 ** (32 - bits);
  return (v4Number(ip) & mask) >>> 0 === (v4Number(base) & mask) >>> 0;
});

const privateV6 = (ip: string): boolean => {
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (mapped) return privateV4(mapped);
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || lower.startsWith('ff') || lower.startsWith('2001:db8');
};

export const isPrivateAddress = (ip: string): boolean => (net.isIPv4(ip) ? privateV4(ip) : net.isIPv6(ip) ? privateV6(ip) : true);

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type AddressLookup = (host: string) => Promise<string[]>;
const systemLookup: AddressLookup = async (h) => (await dns.lookup(h, { all: true })).map((a) => a.address);

/**
 * Checks a webhook address and resolves its host name ONCE: every resolved address is checked, and the
 * one to connect to is returned pinned, so the sender never resolves the name a second time (a DNS
 * rebinding answer between the check and the connection cannot reach the server's own network).
 * `pinned` is null when there is nothing to pin (private addresses allowed by the operator).
 */
export const resolveWebhookAddress = async (url: string, allowPrivate: boolean, lookup: AddressLookup = systemLookup): Promise<{ problem: string } | { problem: null; pinned: ResolvedAddress | null }> => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: WEBHOOK_ADDRESS_MESSAGES.https };
  }
  if (parsed.protocol !== 'https:') return { problem: WEBHOOK_ADDRESS_MESSAGES.https };
  if (allowPrivate) return { problem: null, pinned: null };
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(host);
  if (literal !== 0) return isPrivateAddress(host) ? { problem: WEBHOOK_ADDRESS_MESSAGES.private } : { problem: null, pinned: { address: host, family: literal === 6 ? 6 : 4 } };
  let addresses: string[];
  try {
    addresses = await lookup(host);
  } catch {
    return { problem: WEBHOOK_ADDRESS_MESSAGES.unresolved };
  }
  const first = addresses[0];
  if (first === undefined) return { problem: WEBHOOK_ADDRESS_MESSAGES.unresolved };
  if (addresses.some(isPrivateAddress)) return { problem: WEBHOOK_ADDRESS_MESSAGES.private };
  return { problem: null, pinned: { address: first, family: net.isIPv6(first) ? 6 : 4 } };
};

/** The problem with a webhook address, or null when it may be called (the check when an endpoint is saved). */
export const webhookAddressProblem = async (url: string, allowPrivate: boolean, lookup: AddressLookup = systemLookup): Promise<string | null> =>
  (await resolveWebhookAddress(url, allowPrivate, lookup)).problem;

/** What the server's GET realtime/config answers (src/server/realtime/configRoute.ts). */
export type RealtimeConfig = {
  enabled: boolean;
  key: string;
  host: string | null;
  port: number;
  tls: boolean;
  auth_endpoint: string;
};

/** A channel as laravel-echo's API has it, the part the portal uses (createEcho.ts; a fake one stands in for it in tests). */
export type ChannelLike = {
  listen: (event: string, callback: (data: unknown) => void) => unknown;
  stopListening: (event: string, callback?: (data: unknown) => void) => unknown;
};

/** The part of laravel-echo's API the portal uses, over pusher-js (createEcho.ts). */
export type EchoLike = {
  private: (channel: string) => ChannelLike;
  channel: (channel: string) => ChannelLike;
  disconnect: () => void;
};

/**
 * Who the connection is for. `key` changes when the person changes (sign-in, logout, acting as a
 * user, company switch): then the socket is closed and opened again, so nothing of the previous
 * session keeps arriving. `companyChannel` is null when the user may not listen to company events.
 */
export type RealtimeIdentity = { key: string; companyChannel: string | null };

export type RealtimeHandler = (data: unknown) => void;

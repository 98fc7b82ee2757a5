/** The sign-in a private channel was authorised for: the user and the token family (one sign-in). */
export type SocketOwner = { userId: number; familyId: string };

export type AuthorizeOutcome =
  | { ok: true; auth: string }
  /** unknown_socket: no live connection of this process has that socket id; other_user: the socket belongs to another user. */
  | { ok: false; reason: 'unknown_socket' | 'other_user' };

/** What modules use to publish, and what the auth endpoint and logout use to bind and close sockets. */
export type Realtime = {
  /** The public Pusher app key (the portal connects to /app/{key}). */
  readonly key: string;
  /**
   * Signs `channel` for `socketId` after the caller was checked to be allowed on it, and remembers
   * that the socket belongs to `owner` (so it can be closed at logout).
   */
  authorize: (socketId: string, channel: string, owner: SocketOwner) => AuthorizeOutcome;
  /** Delivers an event to the subscribers of a channel. Never throws: a failed delivery is logged. */
  broadcast: (channel: string, event: string, data: unknown) => Promise<void>;
  /** Closes the sockets of a user (only those of one sign-in when familyId is given); returns how many. */
  disconnectUser: (userId: number, familyId?: string) => number;
};

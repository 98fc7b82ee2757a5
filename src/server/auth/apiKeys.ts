import { randomToken, sha256 } from './secrets';

/**
 * API keys (issue 41): `kk_` and 43 random characters (256 bits). Only the key's SHA-256 is stored,
 * as for sign-in tokens (auth/tokens.ts); its first characters are kept to tell keys apart in lists.
 */
export const API_KEY_PREFIX = 'kk_';

export type NewApiKey = { key: string; hash: string; prefix: string };

export const newApiKey = (): NewApiKey => {
  const key = `${API_KEY_PREFIX}${randomToken(32)}`;
  return { key, hash: sha256(key), prefix: key.slice(0, API_KEY_PREFIX.length + 8) };
};

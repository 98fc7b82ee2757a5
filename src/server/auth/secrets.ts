import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server key: encrypts TOTP secrets at rest and keys the HMACs of one-time-code bindings.
 * KONTOR_APP_KEY (base64, 32 bytes) wins; otherwise a key file is created once in the data folder.
 */
export const resolveAppKey = (dataDir: string, envKey: string | undefined = process.env.KONTOR_APP_KEY): Buffer => {
  if (envKey) {
    const key = Buffer.from(envKey, 'base64');
    if (key.length !== 32) throw new Error('KONTOR_APP_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  const file = path.join(dataDir, 'app.key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
};

export const encryptSecret = (key: Buffer, plaintext: string): string => {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
};

export const decryptSecret = (key: Buffer, sealed: string): string => {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unknown secret format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
};

/** Opaque random token: 256 bits, URL-safe. */
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');

/** Tokens and reset codes are stored as SHA-256: they are random, so a slow hash adds nothing. */
export const sha256 = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');

export const hmac = (key: Buffer, value: string): string => crypto.createHmac('sha256', key).update(value).digest('hex');

export const safeEqual = (a: string, b: string): boolean => {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
};

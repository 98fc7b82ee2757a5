import crypto from 'node:crypto';
import { CRYPTO_NETWORK_URI_SCHEMES, type CryptoNetwork } from '../../../contract/enums';

/**
 * Deposit addresses of the reference server: no node or custodian stands behind it, so each company
 * gets one deterministic, well-formed address per network, derived from the server key
 * (decisions.md "Crypto (manager)"). A bank plugs its custodian in here.
 */

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const polymod = (values: number[]): number => {
  const gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i += 1) if ((top >>> i) & 1) chk ^= gen[i] ?? 0;
  }
  return chk >>> 0;
};

const hrpExpand = (hrp: string): number[] => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];

/** 8-bit bytes to 5-bit groups (padded). */
const toWords = (bytes: Uint8Array): number[] => {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out.push((acc >> bits) & 31);
    }
  }
  if (bits > 0) out.push((acc << (5 - bits)) & 31);
  return out;
};

/** A native segwit (P2WPKH, witness version 0) address with its bech32 checksum (BIP 173). */
export const bech32Address = (hash20: Uint8Array, hrp = 'bc'): string => {
  const data = [0, ...toWords(hash20)];
  const mod = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((v) => BECH32[v]).join('')}`;
};

/** Whether a bech32 string's checksum holds (used by the tests and to check our own output). */
export const bech32Valid = (address: string): boolean => {
  const sep = address.lastIndexOf('1');
  if (sep < 1) return false;
  const hrp = address.slice(0, sep);
  const data = [...address.slice(sep + 1)].map((c) => BECH32.indexOf(c));
  return !data.includes(-1) && polymod([...hrpExpand(hrp), ...data]) === 1;
};

const sha256 = (b: Uint8Array): Buffer => crypto.createHash('sha256').update(b).digest();

const base58 = (bytes: Uint8Array): string => {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = (BASE58[Number(n % 58n)] ?? '') + out;
    n /= 58n;
  }
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
};

/** A Tron address: base58check of 0x41 + 20 bytes. */
export const tronAddress = (hash20: Uint8Array): string => {
  const payload = Buffer.concat([Buffer.from([0x41]), Buffer.from(hash20)]);
  return base58(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
};

/** Whether a Tron address's base58check checksum holds. */
export const tronValid = (address: string): boolean => {
  let n = 0n;
  for (const c of address) {
    const i = BASE58.indexOf(c);
    if (i < 0) return false;
    n = n * 58n + BigInt(i);
  }
  const bytes = Buffer.from(n.toString(16).padStart(50, '0'), 'hex');
  if (bytes.length !== 25 || bytes[0] !== 0x41) return false;
  return sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4).equals(bytes.subarray(21));
};

/** The company's deposit address on a network: the same for the same server key, company and network. */
export const depositAddress = (appKey: Buffer, companyId: number, network: CryptoNetwork): string => {
  const hash20 = crypto.createHmac('sha256', appKey).update(`crypto-deposit|${companyId}|${network}`).digest().subarray(0, 20);
  if (network === 'bitcoin') return bech32Address(hash20);
  if (network === 'tron') return tronAddress(hash20);
  // Lower-case hex: valid on every Ethereum client (the EIP-55 mixed-case checksum is optional).
  return `0x${hash20.toString('hex')}`;
};

/**
 * The payment URI shown for a deposit: `bitcoin:ADDRESS?amount=…` (BIP 21), `ethereum:ADDRESS?amount=…`
 * and `tron:ADDRESS?amount=…` with the amount in whole units of the currency (decimal text, trailing
 * zeros dropped), plus `token=USDT` for a token on a network whose native coin differs.
 */
export const paymentUri = (network: CryptoNetwork, address: string, amount: string, currency: string): string => {
  const trimmed = amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;
  const native: Record<CryptoNetwork, string> = { bitcoin: 'BTC', ethereum: 'ETH', tron: 'TRX' };
  const params = new URLSearchParams({ amount: trimmed });
  if (native[network] !== currency) params.set('token', currency);
  return `${CRYPTO_NETWORK_URI_SCHEMES[network]}:${address}?${params.toString()}`;
};

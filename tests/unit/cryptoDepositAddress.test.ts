import { describe, expect, it } from 'vitest';
import { CRYPTO_ADDRESS_PATTERNS } from '../../src/contract/schemas';
import { bech32Address, bech32Valid, depositAddress, paymentUri, tronAddress, tronValid } from '../../src/server/modules/crypto/depositAddress';

const key = Buffer.alloc(32, 7);

describe('deposit addresses', () => {
  it('encodes the BIP 173 test vector (P2WPKH of 751e76e8…)', () => {
    const hash = Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex');
    expect(bech32Address(hash)).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(bech32Valid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(bech32Valid('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
  });

  it('encodes Tron base58check addresses (T…, 34 characters) whose checksum holds', () => {
    const address = tronAddress(Buffer.alloc(20, 1));
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(tronValid(address)).toBe(true);
    expect(tronValid(`${address.slice(0, -1)}${address.endsWith('1') ? '2' : '1'}`)).toBe(false);
  });

  it.each(['bitcoin', 'ethereum', 'tron'] as const)('gives a %s address of the network shape, the same per company, another per company', (network) => {
    const a = depositAddress(key, 1, network);
    expect(CRYPTO_ADDRESS_PATTERNS[network].test(a)).toBe(true);
    expect(depositAddress(key, 1, network)).toBe(a);
    expect(depositAddress(key, 2, network)).not.toBe(a);
    expect(depositAddress(Buffer.alloc(32, 8), 1, network)).not.toBe(a);
  });
});

describe('paymentUri', () => {
  it.each([
    ['bitcoin', 'BTC', '0.00100000', 'bitcoin:ADDR?amount=0.001'],
    ['bitcoin', 'BTC', '2.00000000', 'bitcoin:ADDR?amount=2'],
    ['ethereum', 'ETH', '1.50000000', 'ethereum:ADDR?amount=1.5'],
    ['ethereum', 'USDT', '100.00000000', 'ethereum:ADDR?amount=100&token=USDT'],
    ['tron', 'TRX', '10', 'tron:ADDR?amount=10'],
  ] as const)('%s %s %s → %s', (network, currency, amount, uri) => {
    expect(paymentUri(network, 'ADDR', amount, currency)).toBe(uri);
  });
});

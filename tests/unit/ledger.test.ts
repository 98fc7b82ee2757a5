import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateFee, feeFor, findPlan, type FeePlanDef, netFromGross, percentOf, quoteFee } from '../../src/server/ledger/fees';
import { divRoundHalfUp, formatMinor, toMinor, trimDecimal } from '../../src/server/ledger/money';
import { BASE_PRICE_EUR, convertAtRate, rateFromPrices, RATE_SCALE, SimulatedMarket, sourceForTarget, valueInEur } from '../../src/server/ledger/rates';
import { checkBalanced } from '../../src/server/ledger/postings';
import { movementAccounts } from '../../src/server/ledger/movements';
import { amountLimits, decimalToMinor } from '../../src/server/ledger/settings';
import { buildTransferMap } from '../../src/server/ledger/transferMap';
import { isSepaCountry, isValidBic, isValidIban, isValidSortCode, luhnValid } from '../../src/server/ledger/validation';
import { EMPTY_SETTINGS } from '../../src/contract/enums';

describe('money', () => {
  it('parses decimal text into minor units exactly', () => {
    expect(toMinor('1234.5', 2)).toBe(123450n);
    expect(toMinor('0.00000001', 8)).toBe(1n);
    expect(toMinor('-12.34', 2)).toBe(-1234n);
    expect(toMinor('007', 2)).toBe(700n);
    expect(toMinor('999999999999999.99', 2)).toBe(99999999999999999n);
  });

  it('refuses anything that is not a plain decimal', () => {
    for (const bad of ['', '.5', '1.', '+1', '1e3', '1,5', ' 1', 'NaN', '0x10', '1.234', '1234567890123456']) expect(() => toMinor(bad, 2), bad).toThrow();
  });

  it('formats minor units back to text with the sub-unit', () => {
    expect(formatMinor(123450n, 2)).toBe('1234.50');
    expect(formatMinor(-5n, 2)).toBe('-0.05');
    expect(formatMinor(1n, 8)).toBe('0.00000001');
    expect(formatMinor(0n, 0)).toBe('0');
    for (const v of [0n, 1n, 99n, 100n, 123456789n, -42n]) expect(toMinor(formatMinor(v, 2), 2)).toBe(v);
  });

  it('rounds half up away from zero and trims decimals', () => {
    expect(divRoundHalfUp(5n, 10n)).toBe(1n);
    expect(divRoundHalfUp(4n, 10n)).toBe(0n);
    expect(divRoundHalfUp(-5n, 10n)).toBe(-1n);
    expect(trimDecimal('1.500')).toBe('1.5');
    expect(trimDecimal('2.000')).toBe('2');
  });
});

describe('fees', () => {
  const every: FeePlanDef = { company_id: null, fee_type: 'TRANSFER', mode: 'every_transaction', currency: 'EUR', rules: { fixed: '25', percent_bp: 10, min: '100', max: '5000' } };
  const tiers: FeePlanDef = {
    company_id: 7, fee_type: 'TRANSFER', mode: 'based_on_amount', currency: 'EUR',
    rules: { tiers: [{ up_to: '100000', fixed: '150', percent_bp: 0 }, { up_to: '1000000', fixed: '100', percent_bp: 5 }, { up_to: null, fixed: '0', percent_bp: 3 }] },
  };

  it('rounds percentages half up', () => {
    expect(percentOf(5n, 1000)).toBe(1n); // 0.5 → 1
    expect(percentOf(4n, 1000)).toBe(0n); // 0.4 → 0
    expect(percentOf(15n, 1000)).toBe(2n); // 1.5 → 2
  });

  it('every_transaction: fixed + percent, clamped to min and max', () => {
    expect(evaluateFee(every, 1000n)).toBe(100n); // 25 + 1 → min 100
    expect(evaluateFee(every, 1_000_000n)).toBe(1025n);
    expect(evaluateFee(every, 100_000_000n)).toBe(5000n); // max
  });

  it('based_on_amount: the first tier that covers the amount', () => {
    expect(evaluateFee(tiers, 100_000n)).toBe(150n);
    expect(evaluateFee(tiers, 100_001n)).toBe(150n); // 100 + round(50.0005)
    expect(evaluateFee(tiers, 2_000_000n)).toBe(600n);
  });

  it('finds the most specific plan, and no plan means no fee', () => {
    const any: FeePlanDef = { ...every, currency: null };
    expect(findPlan([any, every, tiers], 7, 'TRANSFER', 'EUR')).toBe(tiers);
    expect(findPlan([any, every, tiers], 8, 'TRANSFER', 'EUR')).toBe(every);
    expect(findPlan([any, every, tiers], 8, 'TRANSFER', 'USD')).toBe(any);
    expect(feeFor([every], 8, 'EXCHANGE', 'EUR', 1000n)).toBe(0n);
  });

  it('splits a gross sum into the largest net whose net + fee fits in it', () => {
    const exchange: FeePlanDef = { company_id: null, fee_type: 'EXCHANGE', mode: 'every_transaction', currency: null, rules: { fixed: '0', percent_bp: 50, min: null, max: null } };
    expect(netFromGross(exchange, 10_000n)).toEqual({ net: 9_950n, fee: 50n });
    expect(netFromGross(null, 123n)).toEqual({ net: 123n, fee: 0n });
    expect(netFromGross(every, 100n)).toBeNull(); // the minimum fee alone is 1.00
    let exact = 0;
    for (let gross = 1_001n; gross < 50_000_000n; gross = gross * 2n + 13n) {
      for (const plan of [every, tiers, exchange]) {
        const split = netFromGross(plan, gross);
        expect(split, `${plan.mode} ${gross}`).not.toBeNull();
        if (!split) continue;
        expect(split.fee).toBe(evaluateFee(plan, split.net));
        expect(split.net + split.fee <= gross).toBe(true);
        expect(split.net + 1n + evaluateFee(plan, split.net + 1n) > gross || plan.mode === 'based_on_amount').toBe(true);
        if (split.net + split.fee === gross) exact += 1;
      }
    }
    expect(exact).toBeGreaterThan(20);
  });

  it('net + fee = gross exactly, for every amount', () => {
    for (let a = 1n; a < 3_000_000n; a = a * 3n + 7n) {
      for (const plan of [every, tiers]) {
        const q = quoteFee([plan], 7, 'TRANSFER', 'EUR', a);
        expect(q.net + q.fee).toBe(q.gross);
        expect(q.net).toBe(a);
        expect(q.fee >= 0n).toBe(true);
      }
    }
  });
});

describe('rates and the simulated market', () => {
  it('converts with integer arithmetic, rounding down', () => {
    const rate = rateFromPrices(BASE_PRICE_EUR.EUR ?? 0n, BASE_PRICE_EUR.USD ?? 1n);
    expect(rate).toBe(1_084_951_719_648n); // 1 EUR = 1.084951719648 USD
    expect(convertAtRate(10_000n, rate, 2, 2)).toBe(10_849n);
    expect(convertAtRate(1n, rateFromPrices(BASE_PRICE_EUR.TRX ?? 0n, BASE_PRICE_EUR.BTC ?? 1n), 8, 8)).toBe(0n);
    const need = sourceForTarget(10_849n, rate, 2, 2);
    expect(convertAtRate(need, rate, 2, 2) >= 10_849n).toBe(true);
    expect(convertAtRate(need - 1n, rate, 2, 2) < 10_849n).toBe(true);
  });

  it('is deterministic for a seed and differs between seeds', async () => {
    const at = new Date('2026-06-15T10:00:00Z');
    const a = new SimulatedMarket({ seed: 1 });
    const b = new SimulatedMarket({ seed: 1 });
    const c = new SimulatedMarket({ seed: 2 });
    expect((await a.quote('EUR', 'BTC', at)).rate).toBe((await b.quote('EUR', 'BTC', at)).rate);
    expect((await a.quote('EUR', 'BTC', at)).rate).not.toBe((await c.quote('EUR', 'BTC', at)).rate);
    expect((await a.quote('EUR', 'EUR', at)).scaled).toBe(RATE_SCALE);
  });

  it('keeps every price positive and within its bound, moving a little per tick', () => {
    const m = new SimulatedMarket({ seed: 42 });
    for (const currency of Object.keys(BASE_PRICE_EUR)) {
      const base = BASE_PRICE_EUR[currency] ?? 0n;
      const bound = currency === 'EUR' ? 0n : ['BTC', 'ETH', 'TRX'].includes(currency) ? 10n : currency === 'USDT' ? 1n : 2n; // percent
      let prev = m.priceAtTick(currency, 178_000_000);
      let moved = false;
      for (let tick = 178_000_001; tick < 178_003_000; tick++) {
        const p = m.priceAtTick(currency, tick);
        expect(p > 0n).toBe(true);
        expect(p * 100n >= base * (100n - bound) - 100n && p * 100n <= base * (100n + bound) + 100n, `${currency} ${p}`).toBe(true);
        const step = p > prev ? p - prev : prev - p;
        expect(step * 100n <= base, `${currency} jumps`).toBe(true); // < 1 % per tick
        if (p !== prev) moved = true;
        prev = p;
      }
      expect(moved || currency === 'EUR').toBe(true);
    }
  });

  it('offers a rate from its tick until a minute after the next tick', async () => {
    const m = new SimulatedMarket({ seed: 3, tickSeconds: 10, quoteTtlSeconds: 60 });
    const q = await m.quote('EUR', 'BTC', new Date('2026-06-15T10:00:05Z'));
    expect([q.at, q.expiresAt]).toEqual(['2026-06-15T10:00:00.000Z', '2026-06-15T10:01:10.000Z']);
  });

  it('values amounts in EUR', async () => {
    const m = new SimulatedMarket();
    const at = new Date('2026-01-01T00:00:00Z');
    expect(await valueInEur(m, 12_345n, 'EUR', 2, at)).toBe(12_345n);
    const btc = await valueInEur(m, 100_000_000n, 'BTC', 8, at);
    expect(btc > 4_800_000n && btc < 6_000_000n).toBe(true); // about 54 100.00 EUR
  });
});

describe('postings balance per currency', () => {
  it('accepts balanced lines and refuses unbalanced ones', () => {
    expect(() => checkBalanced([{ currency: 'EUR', amount: -100n }, { currency: 'EUR', amount: 100n }, { currency: 'USD', amount: 5n }, { currency: 'USD', amount: -5n }])).not.toThrow();
    expect(() => checkBalanced([{ currency: 'EUR', amount: -100n }, { currency: 'USD', amount: 100n }])).toThrow(/Unbalanced/);
  });
});

describe('settings', () => {
  it('reads boundaries in minor units, rounding inwards', () => {
    expect(decimalToMinor('1.005', 2, 'ceil')).toBe(101n);
    expect(decimalToMinor('1.005', 2, 'floor')).toBe(100n);
    expect(amountLimits({ ...EMPTY_SETTINGS, fiat_transaction_amount_boundaries: { min: '1.00', max: '1000' } }, 'fiat', 2)).toMatchObject({ min: 100n, max: 100000n });
    expect(amountLimits(EMPTY_SETTINGS, 'crypto', 8)).toMatchObject({ min: null, max: null });
  });
});

describe('payment field formats', () => {
  it('checks IBAN check digits (mod 97)', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('XX00')).toBe(false);
  });
  it('agrees with the mod-97 check done on the whole number (ISO 13616), for any IBAN-shaped text', () => {
    // The reference: move the first four characters to the end, letters to two digits, one BigInt mod 97.
    const reference = (v: string): boolean => {
      if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(v)) return false;
      const check = Number(v.slice(2, 4));
      if (check < 2 || check > 98) return false;
      const digits = [...`${v.slice(4)}${v.slice(0, 4)}`].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
      return BigInt(digits) % 97n === 1n;
    };
    const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    const digit = fc.constantFrom(...'0123456789');
    const shaped = fc.tuple(fc.array(upper, { minLength: 2, maxLength: 2 }), fc.array(digit, { minLength: 2, maxLength: 2 }), fc.array(alnum, { minLength: 11, maxLength: 30 })).map(([a, b, c]) => [...a, ...b, ...c].join(''));
    // Half of the cases get their check digits fixed, so that valid IBANs are drawn as often as invalid ones.
    const fixed = shaped.map((v) => {
      const digits = [...`${v.slice(4)}${v.slice(0, 2)}00`].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
      return `${v.slice(0, 2)}${String(98n - (BigInt(digits) % 97n)).padStart(2, '0')}${v.slice(4)}`;
    });
    fc.assert(fc.property(fc.oneof(shaped, fixed), (v) => isValidIban(v) === reference(v)), { numRuns: 5000 });
    fc.assert(fc.property(fixed, (v) => isValidIban(v)), { numRuns: 500 });
  });
  it('checks BIC, sort code, card numbers and the SEPA area', () => {
    expect(isValidBic('DEUTDEFF')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('DEUT1EFF')).toBe(false);
    expect(isValidSortCode('12-34-56')).toBe(true);
    expect(isValidSortCode('12345')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(isSepaCountry('de')).toBe(true);
    expect(isSepaCountry('US')).toBe(false);
  });
});

describe('transfer map', () => {
  const acc = (id: number, currency: string, disabled: string[] = []) => ({ id, currency, currency_type: ['BTC', 'ETH'].includes(currency) ? 'crypto' : 'fiat', disabled_protocols: JSON.stringify(disabled) });
  const settings = { ...EMPTY_SETTINGS, crypto_exchange_fiat_crypto_enabled: true, crypto_exchange_crypto_fiat_enabled: false, crypto_convert_enabled: true };
  it('lists same-currency transfers and allowed exchange pairs', () => {
    const map = buildTransferMap([acc(1, 'EUR'), acc(2, 'EUR'), acc(3, 'USD'), acc(4, 'BTC'), acc(5, 'EUR', ['INTERNAL'])], { settings, crypto: true });
    expect(map.transfer['1']).toEqual([2]);
    expect(map.transfer['5']).toEqual([]);
    expect(map.exchange['1']).toEqual([3, 4]);
    expect(map.exchange['4']).toEqual([]); // selling crypto is off
    const blocked = buildTransferMap([acc(1, 'EUR'), acc(3, 'USD')], { settings: { ...settings, fiat_to_blocklist: ['USD'] }, crypto: true });
    expect(blocked.exchange['1']).toEqual([]);
    expect(blocked.exchange['3']).toEqual([1]);
    const noCrypto = buildTransferMap([acc(1, 'EUR'), acc(4, 'BTC')], { settings, crypto: false });
    expect(noCrypto.exchange['1']).toEqual([]);
  });
});

describe('the accounts a payment locks', () => {
  const platform = { from: { settlement: 1, clearing: 2, exchange: 3, fees: 4 }, to: { settlement: 11, clearing: 12, exchange: 13, fees: 14 } };
  const transfer = { type: 'transfer', sourceId: 100, destinationId: 200, currency: 'EUR', toCurrency: null, amount: 500n, toAmount: null };
  it('are the accounts it changes: the fees account only when there is a fee', () => {
    expect(movementAccounts({ ...transfer, fee: 0n }, platform).sort()).toEqual([100, 200]);
    expect(movementAccounts({ ...transfer, fee: 5n }, platform).sort()).toEqual([100, 200, 4]);
    const exchange = { ...transfer, type: 'exchange', toCurrency: 'USD', toAmount: 540n };
    expect(movementAccounts({ ...exchange, fee: 0n }, platform).sort((a, b) => a - b)).toEqual([3, 13, 100, 200]);
    expect(movementAccounts({ ...exchange, fee: 2n }, platform).sort((a, b) => a - b)).toEqual([3, 4, 13, 100, 200]);
    expect(movementAccounts({ ...transfer, type: 'withdrawal', destinationId: null, fee: 0n }, platform).sort((a, b) => a - b)).toEqual([1, 100]);
  });
});

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_SEED } from '../../src/server/adapters/install';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { RATES_MESSAGES } from '../../src/server/ledger/feedRates';
import { ratesProvider, SimulatedMarket } from '../../src/server/ledger/rates';
import { type Answer, fakeAdapter } from './fakeAdapter';
import { call, type Engine, forEachEngine, freshDb, makeApp, type TestApp } from './harness';

/**
 * Issue 38: exchange rates came from a simulation whose seed was in the source, in production too (a
 * probe predicted 4 of 4 served rates). Now a real feed is chosen by a setting (ECB reference rates for
 * fiat, an exchange's public ticker for crypto), with staleness limits and a clear refusal when stale;
 * the simulation, where it runs, has a seed of its own per installation, kept in the database.
 */
const ecb = (day: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">` +
  `<Cube><Cube time='${day}'><Cube currency='USD' rate='1.0823'/><Cube currency='JPY' rate='162.51'/><Cube currency='GBP' rate='0.85335'/><Cube currency='CHF' rate='0.9587'/><Cube currency='PLN' rate='4.3050'/><Cube currency='ILS' rate='4.0123'/></Cube></Cube></gesmes:Envelope>`;
const kraken = { error: [], result: { XXBTZEUR: { a: ['55010.00000', '1', '1.000'], b: ['54990.00000', '2', '2.000'], c: ['55000.1', '0.1'] }, XETHZEUR: { a: ['2901.5', '1', '1'], b: ['2898.5', '1', '1'] }, USDTEUR: { a: ['0.9240', '1', '1'], b: ['0.9238', '1', '1'] }, TRXEUR: { a: ['0.1105', '1', '1'], b: ['0.1103', '1', '1'] } } };

await forEachEngine((engine: Engine) => {
  describe(`exchange rates from a real feed (${engine})`, () => {
    let t: TestApp;
    let feed: Awaited<ReturnType<typeof fakeAdapter>>;
    const state = { ecbDay: '2026-06-12', tickerDown: false };
    beforeAll(async () => {
      feed = await fakeAdapter((r): Answer => {
        if (r.path.startsWith('/ecb')) return { body: ecb(state.ecbDay), type: 'application/xml' };
        return state.tickerDown ? { status: 503, body: { error: ['EService:Unavailable'] } } : { body: kraken };
      });
      t = await makeApp(engine, {
        KONTOR_RATES_PROVIDER: 'feed', KONTOR_RATES_FIAT_URL: `${feed.url}/ecb/eurofxref-daily.xml`, KONTOR_RATES_CRYPTO_URL: `${feed.url}/0/public/Ticker?pair=XBTEUR,ETHEUR,USDTEUR,TRXEUR`,
      });
    });
    afterAll(async () => {
      await t?.close();
      await feed?.close();
    });
    const rate = async (sell: string, buy: string) => call(t, { method: 'GET', url: `/api/v1/rates/${sell}/${buy}` });

    it('quotes fiat from the ECB reference rates and crypto from the ticker (the middle of bid and ask), dated by their source', async () => {
      const usd = (await rate('EUR', 'USD')).json<{ data: { rate: string; updated_at: string } }>().data;
      expect(Math.abs(Number(usd.rate) - 1.0823)).toBeLessThan(1e-6);
      expect(usd.updated_at).toBe('2026-06-12T13:10:00.000Z');
      const btc = (await rate('BTC', 'EUR')).json<{ data: { rate: string } }>().data;
      expect(btc.rate).toBe('55000');
      const cross = (await rate('BTC', 'USD')).json<{ data: { rate: string } }>().data;
      expect(Math.abs(Number(cross.rate) - 55000 * 1.0823)).toBeLessThan(0.01);
      // Every instance quotes from the same stored prices.
      const stored = await t.db.db.selectFrom('exchange_rate_snapshots').select(['currency', 'as_of']).orderBy('currency').execute();
      expect(stored.map((r) => r.currency)).toEqual(['BTC', 'CHF', 'ETH', 'GBP', 'ILS', 'PLN', 'TRX', 'USD', 'USDT']);
    });

    it('refuses to quote a price older than its limit, with a clear message, and quotes again once the feed is fresh', async () => {
      state.tickerDown = true;
      t.advance(121);
      const stale = await rate('BTC', 'EUR');
      expect({ status: stale.statusCode, body: stale.json() }).toEqual({ status: 503, body: { message: RATES_MESSAGES.stale } });
      // An exchange of a company is refused the same way (the rates of the page and of the payment agree).
      state.tickerDown = false;
      t.advance(31);
      expect((await rate('BTC', 'EUR')).statusCode).toBe(200);

      // The ECB's rate of ten days ago is past the fiat limit (four days: a long weekend's worth).
      state.ecbDay = '2026-06-05';
      t.advance(31);
      const old = await rate('EUR', 'USD');
      expect({ status: old.statusCode, body: old.json() }).toEqual({ status: 503, body: { message: RATES_MESSAGES.stale } });
      state.ecbDay = '2026-06-15';
      t.advance(31);
      expect((await rate('EUR', 'USD')).statusCode).toBe(200);
    });
  });

  describe(`the simulated market's seed (${engine})`, () => {
    let dataDir = '';
    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-seed-'));
    });
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const keys = new Map<unknown, Buffer>();
    const start = (db: Awaited<ReturnType<typeof freshDb>>, env: Record<string, string> = {}) => {
      // Instances of one installation share its key.
      const appKey = keys.get(db) ?? crypto.randomBytes(32);
      keys.set(db, appKey);
      return buildApp({ ...loadConfig({ NODE_ENV: 'test', KONTOR_DATA_DIR: dataDir, ...env }), seedDemo: false, portalDir: path.join(dataDir, 'none') }, { db, appKey });
    };
    const at = new Date('2026-06-15T10:00:00Z');

    it('is random per installation and kept in its database, so every instance of one installation quotes alike', async () => {
      const [one, other] = [await freshDb(engine), await freshDb(engine)];
      const a = await start(one);
      const b = await start(one);
      const c = await start(other);
      try {
        const seedOf = async (db: typeof one) => (await db.db.selectFrom('installation_values').select('value').where('name', '=', MARKET_SEED).executeTakeFirstOrThrow()).value;
        const seedOne = await seedOf(one);
        expect(seedOne).toMatch(/^\d+$/);
        expect(seedOne).not.toBe(await seedOf(other));
        // The seed that used to be in the source, for everyone to read, is no installation's.
        expect(Number(seedOne)).not.toBe(20250911);
        const quote = async (app: typeof a) => (await ratesProvider(app.kontor).quote('EUR', 'BTC', at)).rate;
        expect(await quote(a)).toBe(await quote(b));
        expect(await quote(a)).not.toBe(await quote(c));
        expect(await quote(a)).not.toBe((await new SimulatedMarket({ seed: 20250911 }).quote('EUR', 'BTC', at)).rate);
      } finally {
        for (const app of [a, b, c]) await app.close();
        await one.close();
        await other.close();
      }
    });

    it('is fixed only where a bench asks for one (KONTOR_RATES_SEED)', async () => {
      const db = await freshDb(engine);
      const app = await start(db, { KONTOR_RATES_SEED: '7' });
      try {
        expect((await ratesProvider(app.kontor).quote('EUR', 'BTC', at)).rate).toBe((await new SimulatedMarket({ seed: 7 }).quote('EUR', 'BTC', at)).rate);
      } finally {
        await app.close();
        await db.close();
      }
    });
  });
});

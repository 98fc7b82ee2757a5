import crypto from 'node:crypto';
import type { AppContext } from '../context';
import { FeedRates } from '../ledger/feedRates';
import { setRatesProvider, SimulatedMarket } from '../ledger/rates';
import { installationValue } from './installationValues';

/** The simulated market's seed: random per installation, kept in the database so every instance agrees. */
export const MARKET_SEED = 'exchange_market_seed';

/**
 * Prepares the outside parties that need the database before the first call (server and `npm run
 * worker` alike): the exchange rates, from the real feed or from the simulated market with this
 * installation's own seed (KONTOR_RATES_SEED only where a fixed one is asked for). The other adapters are
 * chosen where they are used (payment network, KYC, PSP, remote portals, malware scanner).
 */
export const prepareOutsideParties = async (ctx: AppContext, log: (message: string) => void): Promise<void> => {
  const rates = ctx.config.adapters.rates;
  if (rates.kind === 'feed') {
    setRatesProvider(ctx, new FeedRates(ctx.db, rates, log));
    return;
  }
  const seed = rates.seed ?? Number(await installationValue(ctx.db, MARKET_SEED, () => String(crypto.randomInt(0, 2 ** 32)), ctx.now()));
  setRatesProvider(ctx, new SimulatedMarket({ seed }));
};

import type { AppContext } from '../../context';
import { describePlan, findPlan, loadFeePlans, netFromGross } from '../../ledger/fees';
import { convertAtRate, ratesProvider } from '../../ledger/rates';
import { readSettings } from '../../ledger/settings';
import { exchangeRefusal } from '../../ledger/transferMap';
import { accountById, companyAccountIn, companyFeature } from '../bankAccounts/queries';
import { findCompany } from '../companies/service';
import { writePayment } from '../transactions/payments';

/**
 * Setting auto_exchange_on_fiat_deposit: a fiat deposit is converted at once into the company's account
 * of the target currency (its default one first), at the current rate, with the company's EXCHANGE fee
 * taken from the deposit (net + fee = deposit). Skipped when the company has no such account or the pair
 * is not allowed; the deposit itself stands either way.
 */
export const autoExchange = async (ctx: AppContext, depositId: number, accountId: number, amount: bigint): Promise<{ id: number; currency: string } | null> => {
  const settings = await readSettings(ctx.db);
  const rule = settings.auto_exchange_on_fiat_deposit;
  const account = await accountById(ctx.db, accountId);
  if (!account) throw new Error(`Account ${accountId} of deposit ${depositId} is gone`);
  if (!rule.enabled || !rule.target_currency || account.currency_type !== 'fiat' || rule.target_currency === account.currency || account.company_id === null) return null;
  const company = await findCompany(ctx, account.company_id);
  const target = await companyAccountIn(ctx.db, company.id, rule.target_currency);
  if (!target || exchangeRefusal(account, target, { settings, crypto: companyFeature(company, 'crypto') })) return null;
  const plan = findPlan(await loadFeePlans(ctx.db, company.id), company.id, 'EXCHANGE', account.currency) ?? null;
  const split = netFromGross(plan, amount);
  if (!split) return null;
  const quote = await ratesProvider(ctx).quote(account.currency, target.currency, ctx.now());
  const toAmount = convertAtRate(split.net, quote.scaled, account.sub_unit, target.sub_unit);
  if (toAmount <= 0n) return null;
  const id = await writePayment(ctx, {
    companyId: company.id, userId: null, type: 'exchange', source: account, destination: target, agentId: null,
    amount: split.net, fee: split.fee, feeType: 'EXCHANGE', toAmount, rate: quote.rate, protocol: 'INTERNAL', transferService: null,
    remitter: company.name, beneficiary: company.name, refMessage: 'Automatic exchange of a deposit',
    details: { auto_exchange_of: depositId, rate_at: quote.at, fee_description: split.fee > 0n ? describePlan(plan, 'EXCHANGE') : null },
    originalTransactionId: depositId, bypassDuplicate: true, duplicateKey: null, status: 'approved', statusComment: 'Automatic exchange on fiat deposit',
  });
  return { id, currency: target.currency };
};

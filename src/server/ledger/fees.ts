import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { prepared } from '../db/prepared';

/**
 * Fee plans and their evaluation. Amounts are minor units of the transaction currency (decimal
 * strings in the stored JSON).
 *
 * every_transaction: fee = fixed + round_half_up(amount × percent_bp / 10 000), clamped to [min, max].
 * based_on_amount:   the first tier with amount ≤ up_to (null = no limit) gives fixed + percent.
 * Lookup order: company plan for the currency, company plan for any currency, platform plan for the
 * currency, platform plan for any currency; no plan means no fee.
 * The customer pays net + fee = gross: the fee never comes out of the amount the beneficiary gets.
 */

export type FeeType = 'TRANSFER' | 'EXCHANGE';
export type EveryTransactionRules = { fixed: string; percent_bp: number; min: string | null; max: string | null };
export type AmountTier = { up_to: string | null; fixed: string; percent_bp: number };
export type BasedOnAmountRules = { tiers: AmountTier[] };

export type FeePlanDef =
  | { company_id: number | null; fee_type: FeeType; mode: 'every_transaction'; currency: string | null; rules: EveryTransactionRules }
  | { company_id: number | null; fee_type: FeeType; mode: 'based_on_amount'; currency: string | null; rules: BasedOnAmountRules };

const minorText = z.string().regex(/^\d{1,18}$/);
const bp = z.number().int().min(0).max(10_000);
const everyRules = z.object({ fixed: minorText, percent_bp: bp, min: minorText.nullable(), max: minorText.nullable() });
const tierRules = z.object({ tiers: z.array(z.object({ up_to: minorText.nullable(), fixed: minorText, percent_bp: bp })).min(1) });

/** Half-up rounded basis points of a non-negative amount. */
export const percentOf = (amount: bigint, percentBp: number): bigint => (amount * BigInt(percentBp) + 5_000n) / 10_000n;

export const evaluateFee = (plan: FeePlanDef, amount: bigint): bigint => {
  if (amount < 0n) throw new Error('A fee is computed on a non-negative amount');
  if (plan.mode === 'every_transaction') {
    const r = plan.rules;
    let fee = BigInt(r.fixed) + percentOf(amount, r.percent_bp);
    if (r.min !== null && fee < BigInt(r.min)) fee = BigInt(r.min);
    if (r.max !== null && fee > BigInt(r.max)) fee = BigInt(r.max);
    return fee;
  }
  const tier = plan.rules.tiers.find((t) => t.up_to === null || amount <= BigInt(t.up_to));
  return tier ? BigInt(tier.fixed) + percentOf(amount, tier.percent_bp) : 0n;
};

export const findPlan = <P extends Pick<FeePlanDef, 'company_id' | 'fee_type' | 'currency'>>(plans: readonly P[], companyId: number, feeType: FeeType, currency: string): P | undefined => {
  const candidates = plans.filter((p) => p.fee_type === feeType);
  return (
    candidates.find((p) => p.company_id === companyId && p.currency === currency) ??
    candidates.find((p) => p.company_id === companyId && p.currency === null) ??
    candidates.find((p) => p.company_id === null && p.currency === currency) ??
    candidates.find((p) => p.company_id === null && p.currency === null)
  );
};

export const feeFor = (plans: readonly FeePlanDef[], companyId: number, feeType: FeeType, currency: string, amount: bigint): bigint => {
  const plan = findPlan(plans, companyId, feeType, currency);
  return plan ? evaluateFee(plan, amount) : 0n;
};

/** Net (what moves to the beneficiary), fee and gross (what leaves the account): gross = net + fee exactly. */
export type FeeQuote = { net: bigint; fee: bigint; gross: bigint; plan: FeePlanDef | null };

export const quoteFee = (plans: readonly FeePlanDef[], companyId: number, feeType: FeeType, currency: string, amount: bigint): FeeQuote => {
  const plan = findPlan(plans, companyId, feeType, currency) ?? null;
  const fee = plan ? evaluateFee(plan, amount) : 0n;
  return { net: amount, fee, gross: amount + fee, plan };
};

/** Parses a stored fee plan row; a malformed plan is a configuration error and throws. */
export const parsePlanRow = (row: { company_id: number | null; fee_type: string; mode: string; currency: string | null; rules: string }): FeePlanDef => {
  const feeType = z.enum(['TRANSFER', 'EXCHANGE']).parse(row.fee_type);
  const rules: unknown = JSON.parse(row.rules);
  if (row.mode === 'every_transaction') return { company_id: row.company_id, fee_type: feeType, mode: 'every_transaction', currency: row.currency, rules: everyRules.parse(rules) };
  if (row.mode === 'based_on_amount') return { company_id: row.company_id, fee_type: feeType, mode: 'based_on_amount', currency: row.currency, rules: tierRules.parse(rules) };
  throw new Error(`Unknown fee mode ${row.mode}`);
};

/** The company's own fee plans and the default ones (compiled once: every payment reads them). */
const plansOf = prepared(['companyId'], (db, p: { companyId: number }) =>
  db
    .selectFrom('fee_plans')
    .select(['company_id', 'fee_type', 'mode', 'currency', 'rules'])
    .where((eb) => eb.or([eb('company_id', '=', p.companyId), eb('company_id', 'is', null)]))
    .orderBy('id'),
);

/** The plans that may apply to a company (its own and the platform's). */
export const loadFeePlans = async (db: Kysely<Database>, companyId: number): Promise<FeePlanDef[]> => (await plansOf(db, { companyId })).map(parsePlanRow);

const bpText = (bp: number): string => `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** Short text of the plan that priced a fee ("Transfer fee: 0.10 %, min 1.00"), for the transaction lists. */
export const describePlan = (plan: FeePlanDef | null, feeType: FeeType): string | null => {
  if (!plan) return null;
  const label = feeType === 'TRANSFER' ? 'Transfer fee' : 'Exchange fee';
  if (plan.mode === 'every_transaction') return `${label}: ${bpText(plan.rules.percent_bp)} %`;
  return `${label}: by amount`;
};

/**
 * The largest net amount whose net + fee fits in `gross` (fee from the plan on the net): what can be
 * sent out of a fixed sum, e.g. converting a whole deposit. net + fee = gross whenever the plan's
 * rounding allows it; otherwise the leftover (a minor unit or so) stays where it is. Null when not even
 * one minor unit fits.
 */
export const netFromGross = (plan: FeePlanDef | null, gross: bigint): { net: bigint; fee: bigint } | null => {
  if (gross <= 0n) return null;
  if (!plan) return { net: gross, fee: 0n };
  const total = (n: bigint) => n + evaluateFee(plan, n);
  // net + fee is increasing inside each tier (and over the whole range for every_transaction).
  const ranges: [bigint, bigint][] =
    plan.mode === 'every_transaction'
      ? [[1n, gross]]
      : plan.rules.tiers.map((tier, i, all) => {
          const lo = i === 0 ? 1n : BigInt(all[i - 1]?.up_to ?? '0') + 1n;
          const hi = tier.up_to === null ? gross : BigInt(tier.up_to) < gross ? BigInt(tier.up_to) : gross;
          return [lo, hi] as [bigint, bigint];
        });
  let best: bigint | null = null;
  for (const [lo, hi] of ranges) {
    if (lo > hi || total(lo) > gross) continue;
    let a = lo;
    let b = hi;
    while (a < b) {
      const mid = (a + b + 1n) / 2n;
      if (total(mid) <= gross) a = mid;
      else b = mid - 1n;
    }
    if (best === null || a > best) best = a;
  }
  return best === null ? null : { net: best, fee: evaluateFee(plan, best) };
};

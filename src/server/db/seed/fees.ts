import type { CurrencyCode } from './constants';

/**
 * Fee plans of the demo and the rule evaluation the seed uses to compute fee_amount.
 * All amounts are minor units of the transaction currency, as decimal strings in the JSON.
 * fee = fixed + round_half_up(amount × percent_bp / 10 000), then clamped to [min, max].
 * A plan with currency null applies to any currency, so it only uses percentages.
 * Lookup order: company plan for the currency, company plan for any currency,
 * platform plan for the currency, platform plan for any currency; none means no fee.
 */

export type FeeType = 'TRANSFER' | 'EXCHANGE';
export type EveryTransactionRules = { fixed: string; percent_bp: number; min: string | null; max: string | null };
export type AmountTier = { up_to: string | null; fixed: string; percent_bp: number };
export type BasedOnAmountRules = { tiers: AmountTier[] };

export type FeePlanDef =
  | { company_id: number | null; fee_type: FeeType; mode: 'every_transaction'; currency: CurrencyCode | null; rules: EveryTransactionRules }
  | { company_id: number | null; fee_type: FeeType; mode: 'based_on_amount'; currency: CurrencyCode | null; rules: BasedOnAmountRules };

export const demoFeePlans = (acmeId: number): FeePlanDef[] => [
  // Platform TRANSFER: 0.1 % with min 1.00 and max 50.00 in each fiat currency …
  ...(['EUR', 'USD', 'GBP'] as const).map((currency): FeePlanDef => ({
    company_id: null, fee_type: 'TRANSFER', mode: 'every_transaction', currency,
    rules: { fixed: '0', percent_bp: 10, min: '100', max: '5000' },
  })),
  // … and 0.1 % without limits for any other (crypto) currency.
  { company_id: null, fee_type: 'TRANSFER', mode: 'every_transaction', currency: null, rules: { fixed: '0', percent_bp: 10, min: null, max: null } },
  // Platform EXCHANGE: 0.5 % of the source amount.
  { company_id: null, fee_type: 'EXCHANGE', mode: 'every_transaction', currency: null, rules: { fixed: '0', percent_bp: 50, min: null, max: null } },
  // Acme's negotiated EUR transfer pricing.
  {
    company_id: acmeId, fee_type: 'TRANSFER', mode: 'based_on_amount', currency: 'EUR',
    rules: {
      tiers: [
        { up_to: '100000', fixed: '150', percent_bp: 0 }, // up to 1,000.00: 1.50 flat
        { up_to: '1000000', fixed: '100', percent_bp: 5 }, // up to 10,000.00: 1.00 + 0.05 %
        { up_to: null, fixed: '0', percent_bp: 3 }, // above: 0.03 %
      ],
    },
  },
];

const percentOf = (amount: bigint, bp: number): bigint => (amount * BigInt(bp) + 5_000n) / 10_000n;

export const evaluateFee = (plan: FeePlanDef, amount: bigint): bigint => {
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

export const findPlan = (plans: readonly FeePlanDef[], companyId: number, feeType: FeeType, currency: CurrencyCode): FeePlanDef | undefined => {
  const candidates = plans.filter((p) => p.fee_type === feeType);
  return (
    candidates.find((p) => p.company_id === companyId && p.currency === currency) ??
    candidates.find((p) => p.company_id === companyId && p.currency === null) ??
    candidates.find((p) => p.company_id === null && p.currency === currency) ??
    candidates.find((p) => p.company_id === null && p.currency === null)
  );
};

export const feeFor = (plans: readonly FeePlanDef[], companyId: number, feeType: FeeType, currency: CurrencyCode, amount: bigint): bigint => {
  const plan = findPlan(plans, companyId, feeType, currency);
  return plan ? evaluateFee(plan, amount) : 0n;
};

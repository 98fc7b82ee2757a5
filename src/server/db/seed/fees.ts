import type { FeePlanDef } from '../../ledger/fees';

/**
 * Fee plans of the demo. The rule evaluation is the ledger's (src/server/ledger/fees.ts):
 * All amounts are minor units of the transaction currency, as decimal strings in the JSON.
 * fee = fixed + round_half_up(amount × percent_bp / 10 000), then clamped to [min, max].
 * A plan with currency null applies to any currency, so it only uses percentages.
 * Lookup order: company plan for the currency, company plan for any currency,
 * platform plan for the currency, platform plan for any currency; none means no fee.
 */

export { evaluateFee, feeFor, findPlan } from '../../ledger/fees';
export type { AmountTier, BasedOnAmountRules, EveryTransactionRules, FeePlanDef, FeeType } from '../../ledger/fees';

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

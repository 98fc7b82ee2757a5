import type { Kysely, Selectable } from 'kysely';
import { APPROVAL_EXPIRY_DAYS_DEFAULT, type ApprovalImportBasis, type ApprovalRule, type ApprovalSettings } from '../../../contract/approvals';
import type { Currency } from '../../../contract/enums';
import type { Database } from '../../db/schema';
import type { ApprovalRulesTable } from '../../db/schemaApprovals';
import { decimalToMinor } from '../../ledger/settings';
import { currencyInfo, FIAT_SUB_UNIT } from '../../ledger/currencies';
import { formatMinor } from '../../ledger/money';

/** The rules and settings rows of the approvals module, and which rule a payment meets. */

export type RuleRow = Selectable<ApprovalRulesTable>;

/** The threshold of a rule in minor units of its currency (EUR, 2 decimals, for a rule of every currency). */
export const thresholdMinor = (r: Pick<RuleRow, 'currency' | 'threshold'>): bigint =>
  decimalToMinor(r.threshold, r.currency ? currencyInfo(r.currency).subUnit : FIAT_SUB_UNIT, 'ceil') ?? 0n;

export const ruleResource = (r: RuleRow): ApprovalRule => ({
  id: r.id,
  currency: r.currency as Currency | null,
  threshold: formatMinor(thresholdMinor(r), r.currency ? currencyInfo(r.currency).subUnit : FIAT_SUB_UNIT),
  approvals_required: r.approvals_required === 2 ? 2 : 1,
  import_basis: r.import_basis as ApprovalImportBasis,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export const companyRules = (db: Kysely<Database>, companyId: number): Promise<RuleRow[]> =>
  db.selectFrom('approval_rules').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

export const companyRule = (db: Kysely<Database>, companyId: number, id: number): Promise<RuleRow | undefined> =>
  db.selectFrom('approval_rules').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();

export const expiryDaysOf = async (db: Kysely<Database>, companyId: number): Promise<number> =>
  (await db.selectFrom('approval_settings').select('expiry_days').where('company_id', '=', companyId).executeTakeFirst())?.expiry_days ?? APPROVAL_EXPIRY_DAYS_DEFAULT;

export const settingsOf = async (db: Kysely<Database>, companyId: number): Promise<ApprovalSettings> => ({ expiry_days: await expiryDaysOf(db, companyId) });

/** What is measured against the rules: an amount in its currency, and its value in EUR (minor units, 2 decimals). */
export type Measured = { currency: string; amount: bigint; eur: bigint };

/** The rule a measure meets: of those it reaches (its currency's or every currency's), the one asking for most approvals. */
const reaches = (r: RuleRow, m: Measured): boolean => (r.currency === null ? m.eur >= thresholdMinor(r) : r.currency === m.currency && m.amount >= thresholdMinor(r));

/** Of the rules met, the one asking for most approvals, then the first made. */
const strictest = (met: RuleRow[]): RuleRow | null => met.sort((a, b) => b.approvals_required - a.approvals_required || a.id - b.id)[0] ?? null;

export const ruleMet = (rules: readonly RuleRow[], m: Measured): RuleRow | null => strictest(rules.filter((r) => reaches(r, m)));

/** An import batch measured as each rule says: by its total or by its largest row (amounts in the account's currency and in EUR). */
export type MeasuredBatch = { total: Measured; largest: Measured };

/** The rule an import batch meets, each rule measuring it by its own basis (ruleMet's order). */
export const batchRuleMet = (rules: readonly RuleRow[], b: MeasuredBatch): RuleRow | null =>
  strictest(rules.filter((r) => reaches(r, r.import_basis === 'largest_row' ? b.largest : b.total)));

/** The copy of a rule an approval keeps (the rule may change or go later). */
export const ruleSnapshot = (r: RuleRow): string =>
  JSON.stringify({ id: r.id, currency: r.currency, threshold: ruleResource(r).threshold, approvals_required: r.approvals_required, import_basis: r.import_basis });

import type { AppContext } from '../../context';
import { minor, nowIso, parseJson } from '../../db/values';
import { DomainError, ruleBroken } from '../../domain/errors';
import { convertAtRate } from '../../ledger/rates';
import { checkExchangePair, destinationAccount, draftEnv, price, sourceAccount } from '../transactions/drafts';
import { recordEvent } from '../transactions/events';
import { companyById } from '../companies/queries';
import { writePayment } from '../transactions/payments';
import { approvedOfType, hasFollowUp, transactionById } from '../transactions/queries';
import { existingUser } from '../users/queries';
import type { PaymentDraft } from '../transactions/types';

type ReceiveDetails = { is_crypto_auto_sell?: boolean; auto_sell_to_account_id?: number };

export const AUTO_SELL_COMMENT = 'Sold automatically on arrival (auto-sell)';

/**
 * The sale of a confirmed deposit: the whole received amount leaves the crypto account (the exchange
 * fee is taken out of it, so the sale never needs more than arrived), converted at the rate current at
 * confirmation into the chosen fiat account, approved at once.
 */
const saleDraft = async (ctx: AppContext, receiveId: number): Promise<PaymentDraft | null> => {
  const r = await transactionById(ctx.db, receiveId);
  if (!r) throw new Error(`Transaction ${receiveId} is gone`);
  const d = parseJson<ReceiveDetails>(r.details, {});
  if (d.is_crypto_auto_sell !== true || typeof d.auto_sell_to_account_id !== 'number' || r.user_id === null) return null;
  const user = await existingUser(ctx.db, r.user_id);
  const company = await companyById(ctx.db, r.company_id);
  if (!company) throw new Error(`Company ${r.company_id} of transaction ${receiveId} is gone`);
  const env = await draftEnv(ctx, user, company);
  const source = await sourceAccount(env, r.bank_account_id);
  const dest = await destinationAccount(env, d.auto_sell_to_account_id);
  checkExchangePair(env, source, dest);
  const received = minor(r.amount);
  const priced = price(env, 'EXCHANGE', source, received);
  const amount = received - priced.fee;
  if (amount <= 0n) throw ruleBroken('The deposit does not cover the exchange fee.');
  const quote = await env.rates.quote(source.currency, dest.currency, env.now);
  const toAmount = convertAtRate(amount, quote.scaled, source.sub_unit, dest.sub_unit);
  if (toAmount <= 0n) throw ruleBroken(`The deposit is too small to sell into ${dest.currency}.`);
  return {
    companyId: company.id, userId: user.id, type: 'convert', source, destination: dest, agentId: null, amount, ...priced, toAmount, rate: quote.rate,
    protocol: 'CRYPTO_EXCHANGE', transferService: null, remitter: company.name, beneficiary: company.name, refMessage: null,
    details: { fee_description: priced.feeDescription, rate_at: quote.at, crypto_side: 'sell', auto_sell_of: r.id },
    originalTransactionId: r.id, bypassDuplicate: true, duplicateKey: null, status: 'approved', statusComment: AUTO_SELL_COMMENT,
  };
};

/**
 * After deposits are confirmed (approved): those announced with is_crypto_auto_sell are sold into the
 * fiat account chosen then. Once per deposit (a sale names its deposit as original transaction). A
 * sale that cannot be made (the pair was switched off, the amount is below the fee…) leaves the crypto
 * credited and says why in the deposit's history.
 */
export const sellConfirmedDeposits = async (ctx: AppContext, ids: readonly number[], log?: (err: unknown) => void): Promise<void> => {
  if (ids.length === 0) return;
  for (const id of await approvedOfType(ctx.db, ids, 'receive_crypto')) {
    if (await hasFollowUp(ctx.db, id, 'convert')) continue;
    try {
      const draft = await saleDraft(ctx, id);
      if (draft) await writePayment(ctx, draft);
    } catch (err) {
      // The approval stands whatever happens here: the sale is a follow-up of it.
      if (!(err instanceof DomainError)) log?.(err);
      const why = err instanceof DomainError ? err.message : 'unexpected error.';
      await recordEvent(ctx.db, id, 'approved', null, `Auto-sell not made: ${why} The crypto stays in the account.`, nowIso(ctx.now()));
    }
  }
};

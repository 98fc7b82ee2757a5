import { deferredWrite } from '../db/deferredWrites';
import { minor } from '../db/values';
import { noteAccountsUpdated } from './accountChanges';
import { LedgerError } from './errors';
import { type AccountRow, type LedgerTx, lockAccounts } from './locks';

/**
 * Holds of pending transactions. A hold lowers the available balance (balance − reserved) without
 * moving money; approval releases it while posting the entry, deny and reject release it alone.
 */

export const available = (a: Pick<AccountRow, 'balance' | 'reserved'>): bigint => minor(a.balance) - minor(a.reserved);

/**
 * Holds `amount` on the account. `locked`: its row as the caller locked it earlier in this database
 * transaction and has not changed since (writePayment locks the payment's accounts before its refusals):
 * not locked and read a second time.
 */
export const reserve = async (tx: LedgerTx, accountId: number, amount: bigint, at: string, locked?: AccountRow): Promise<AccountRow> => {
  if (amount <= 0n) throw new LedgerError('bad_release', 'A hold must be positive', accountId);
  const a = locked?.id === accountId ? locked : (await lockAccounts(tx, [accountId])).get(accountId);
  if (!a) throw new LedgerError('unknown_account', `Unknown account ${accountId}`, accountId);
  if (a.owner_kind === 'customer' && available(a) < amount) throw new LedgerError('insufficient_funds', `Insufficient funds on account ${accountId}`, accountId);
  const next = minor(a.reserved) + amount;
  // The row is locked and was just read: the update's count is known, so it may go with the next statement.
  await deferredWrite(tx.db, tx.db.updateTable('bank_accounts').set({ reserved: next.toString(), updated_at: at }).where('id', '=', accountId));
  noteAccountsUpdated(tx.db, [accountId]);
  return { ...a, reserved: next.toString() };
};

export const release = async (tx: LedgerTx, accountId: number, amount: bigint, at: string): Promise<void> => {
  if (amount <= 0n) return;
  const a = (await lockAccounts(tx, [accountId])).get(accountId);
  if (!a) throw new LedgerError('unknown_account', `Unknown account ${accountId}`, accountId);
  const next = minor(a.reserved) - amount;
  if (next < 0n) throw new LedgerError('bad_release', `Release exceeds the reservation of account ${accountId}`, accountId);
  await tx.db.updateTable('bank_accounts').set({ reserved: next.toString(), updated_at: at }).where('id', '=', accountId).execute();
  noteAccountsUpdated(tx.db, [accountId]);
};

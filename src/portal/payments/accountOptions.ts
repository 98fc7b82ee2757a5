import type { BankAccount } from '../../contract/entities';
import type { FieldOption } from './PaymentField';

/** An account as a choice: its name, currency and available balance. */
export const accountOption = (a: BankAccount): FieldOption => ({ id: a.id, name: `${a.name} · ${a.available_balance} ${a.currency}` });

/** The default source: the company's default (selected) account among the offered ones, else the first. */
export const defaultAccountId = (accounts: readonly BankAccount[]): number | '' => (accounts.find((a) => a.selected) ?? accounts[0])?.id ?? '';

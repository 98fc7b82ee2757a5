import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../../src/contract/entities';
import { defaultAccountId } from '../../../../src/portal/payments/accountOptions';

const account = (id: number, currency: string, selected = false) => ({ id, currency, selected }) as unknown as BankAccount;

describe('defaultAccountId', () => {
  const accounts = [account(1, 'EUR'), account(2, 'USD'), account(3, 'EUR', true), account(4, 'GBP'), account(5, 'GBP')];
  it.each([
    ['the default (selected) account', undefined, 3],
    ['rp_cur: the default account when it has that currency', 'EUR', 3],
    ['rp_cur: the first account of that currency otherwise', 'GBP', 4],
    ['rp_cur of a currency the company does not hold: ignored', 'CHF', 3],
  ])('%s', (_, currency, expected) => expect(defaultAccountId(accounts, currency)).toBe(expected));

  it('no selected account: the first; no accounts: blank', () => {
    expect(defaultAccountId([account(8, 'USD'), account(9, 'EUR')])).toBe(8);
    expect(defaultAccountId([], 'EUR')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { balanceLines } from '../../../../src/portal/affiliates/childBalances';
import { NO_SELECTION, selectionFilter, selectionFromQuery, selectionQuery, toggleAccount, toggleCompany } from '../../../../src/portal/affiliates/childSelection';

describe('child selection', () => {
  it.each([
    ['', { companyId: null, accountId: null }],
    ['?cid=7', { companyId: 7, accountId: null }],
    ['?company_id=7&bank_account_id=12', { companyId: 7, accountId: 12 }],
    ['?cid=7&bid=12', { companyId: 7, accountId: 12 }],
    // An account without its company is ignored; values that are not ids are ignored.
    ['?bid=12', { companyId: null, accountId: null }],
    ['?cid=abc&bid=12', { companyId: null, accountId: null }],
    ['?cid=7&bid=1;drop', { companyId: 7, accountId: null }],
    ['?cid=-3', { companyId: null, accountId: null }],
  ])('reads %s from the address', (search, expected) => {
    expect(selectionFromQuery(search)).toEqual(expected);
  });

  it('toggles a company on and off, and an account back to its company', () => {
    const company = toggleCompany(NO_SELECTION, 7);
    expect(company).toEqual({ companyId: 7, accountId: null });
    expect(toggleCompany(company, 7)).toEqual(NO_SELECTION);
    expect(toggleCompany(company, 8)).toEqual({ companyId: 8, accountId: null });
    const account = toggleAccount(company, 7, 12);
    expect(account).toEqual({ companyId: 7, accountId: 12 });
    expect(toggleAccount(account, 7, 12)).toEqual({ companyId: 7, accountId: null });
    expect(toggleAccount(account, 7, 13)).toEqual({ companyId: 7, accountId: 13 });
    // Another company's row closes the account of the first one.
    expect(toggleCompany(account, 8)).toEqual({ companyId: 8, accountId: null });
  });

  it('turns the selection into API filters and back into the same address', () => {
    expect(selectionFilter(NO_SELECTION)).toEqual({});
    expect(selectionFilter({ companyId: 7, accountId: null })).toEqual({ company_id: '7' });
    expect(selectionFilter({ companyId: 7, accountId: 12 })).toEqual({ company_id: '7', bank_account_id: '12' });
    expect(selectionQuery(NO_SELECTION)).toBe('');
    expect(selectionQuery({ companyId: 7, accountId: 12 })).toBe('?cid=7&bid=12');
    expect(selectionFromQuery(selectionQuery({ companyId: 7, accountId: 12 }))).toEqual({ companyId: 7, accountId: 12 });
  });
});

describe('balance lines', () => {
  it('puts fiat before crypto, keeps every digit and says when the available balance differs', () => {
    const lines = balanceLines(
      [
        { currency: 'USDT', currency_type: 'crypto', accounts: 1, balance: '10.12345678', available_balance: '10.12345678' },
        { currency: 'USD', currency_type: 'fiat', accounts: 1, balance: '5.00', available_balance: '5.00' },
        { currency: 'EUR', currency_type: 'fiat', accounts: 2, balance: '12345678901234.56', available_balance: '12345678901000.01' },
      ],
      'en',
    );
    expect(lines.map((l) => l.currency)).toEqual(['EUR', 'USD', 'USDT']);
    expect(lines[0]).toEqual({ currency: 'EUR', balance: '€12,345,678,901,234.56', available: '€12,345,678,901,000.01', accounts: 2, differs: true });
    expect(lines[2]).toMatchObject({ balance: '10.12345678 USDT', differs: false });
    expect(balanceLines([{ currency: 'EUR', currency_type: 'fiat', accounts: 1, balance: '1234.50', available_balance: '1234.50' }], 'de')[0]?.balance).toBe('1.234,50\u00a0€');
  });
});

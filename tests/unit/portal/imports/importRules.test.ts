import { describe, expect, it } from 'vitest';
import { amountColumnOf, cellErrors, importFailures, importMoreNote } from '../../../../src/portal/imports/cellErrors';
import { canSubmitImport, importFormReducer, initialImportForm } from '../../../../src/portal/imports/importFormState';

const file = (name: string) => new File(['x'], name);
const stats = { transactionsCount: 2, transactionsAmount: '20.00', transactionsAmountWithFee: '22.00' };

describe('import cell errors', () => {
  it('maps sheet.row.column keys of the shown sheet to cells, reading row and column from the end', () => {
    const map = cellErrors({ 'Payments.4.E': ['Bad IBAN'], 'My.Sheet.2.A': ['x'], 'Other.3.B': ['ignored'], 'Payments.4.AB': ['y'] }, 'Payments', 'A', [2, 3, 4]);
    expect([...map.entries()]).toEqual([['4.E', 'Bad IBAN'], ['4.AB', 'y']]);
    expect([...cellErrors({ 'My.Sheet.2.A': ['x'] }, 'My.Sheet', 'A', [2]).keys()]).toEqual(['2.A']);
  });

  it('marks every amount cell for an Amount error and joins messages per cell', () => {
    const map = cellErrors({ amount: ['Insufficient funds'], 'Payments.3.A': ['Too many decimals'] }, 'Payments', 'A', [2, 3, 4]);
    expect(map.get('2.A')).toBe('Insufficient funds');
    expect(map.get('3.A')).toBe('Insufficient funds\nToo many decimals');
    expect(map.get('4.A')).toBe('Insufficient funds');
    expect(cellErrors({ amount: ['x'] }, 'Payments', null, [2]).size).toBe(0);
  });

  it('lists what failed in an import cell by cell, row by row and column by column; a message of no cell first', () => {
    expect(importFailures({ 'Pay.ments.10.AB': ['b'], 'Pay.ments.10.E': ['a', 'c'], 'Pay.ments.2.Z': ['z'], amount: ['Insufficient funds'] })).toEqual([
      { row: 0, column: '', message: 'Insufficient funds' },
      { row: 2, column: 'Z', message: 'z' },
      { row: 10, column: 'E', message: 'a c' },
      { row: 10, column: 'AB', message: 'b' },
    ]);
    expect(importFailures(null)).toEqual([]);
  });

  it('keeps the server\'s note of unlisted failed rows out of the cells, to be shown under them', () => {
    const errors = { 'Payments.3.E': ['The IBAN is invalid.'], more: ['The errors of 4,000 more failed rows are not listed here.'] };
    expect(importFailures(errors)).toEqual([{ row: 3, column: 'E', message: 'The IBAN is invalid.' }]);
    expect(importMoreNote(errors)).toBe('The errors of 4,000 more failed rows are not listed here.');
    expect(importMoreNote({ 'Payments.3.E': ['x'] })).toBeNull();
    expect(importMoreNote(null)).toBeNull();
    expect(cellErrors(errors, 'Payments', 'A', [2, 3]).size).toBe(1);
  });

  it('finds the amount column from the header row', () => {
    expect(amountColumnOf(['IBAN', 'Name', ' amount '])).toBe('C');
    expect(amountColumnOf(['IBAN'])).toBeNull();
  });
});

describe('import form rules', () => {
  it('changing the account resets the file, statistics and errors', () => {
    let s = importFormReducer(initialImportForm, { type: 'account', accountId: 1 });
    s = importFormReducer(s, { type: 'file', file: file('a.xlsx') });
    s = importFormReducer(s, { type: 'previewed', stats, errors: { 'Payments.2.A': ['x'] } });
    expect(s.isSubmit).toBe(true);
    const changed = importFormReducer(s, { type: 'account', accountId: 2 });
    expect(changed).toMatchObject({ accountId: 2, file: null, stats: null, errors: null, isSubmit: false });
    expect(importFormReducer(s, { type: 'account', accountId: 1 })).toBe(s);
  });

  it('changing the file resets statistics and errors and the second-submit flag', () => {
    let s = importFormReducer({ ...initialImportForm, accountId: 1 }, { type: 'file', file: file('a.xlsx') });
    s = importFormReducer(s, { type: 'previewed', stats, errors: { 'Payments.2.A': ['x'] } });
    const next = importFormReducer(s, { type: 'file', file: file('b.xlsx') });
    expect(next).toMatchObject({ stats: null, errors: null, isSubmit: false, accountId: 1 });
    expect(next.fileVersion).toBe(s.fileVersion + 1);
  });

  it('submit needs a file and an account and is off while submitting', () => {
    const none = { ...initialImportForm };
    expect(canSubmitImport(none, false)).toBe(false);
    expect(canSubmitImport({ ...none, accountId: 1 }, false)).toBe(false);
    expect(canSubmitImport({ ...none, file: file('a.xlsx') }, false)).toBe(false);
    expect(canSubmitImport({ ...none, accountId: 1, file: file('a.xlsx') }, false)).toBe(true);
    expect(canSubmitImport({ ...none, accountId: 1, file: file('a.xlsx') }, true)).toBe(false);
  });
});

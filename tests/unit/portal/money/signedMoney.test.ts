import { describe, expect, it } from 'vitest';
import { formatSignedAmount } from '../../../../src/portal/money/signedMoney';

describe('formatSignedAmount (a transaction on a phone list)', () => {
  it('writes money that arrived with a plus and money that left with a minus, in the language’s form', () => {
    expect(formatSignedAmount({ amount: '1234.50', currency: 'EUR', type_id: 'deposit' }, 'en')).toBe('+€1,234.50');
    expect(formatSignedAmount({ amount: '1234.50', currency: 'EUR', type_id: 'withdrawal' }, 'en')).toBe('-€1,234.50');
    expect(formatSignedAmount({ amount: '1234.50', currency: 'EUR', type_id: 'transfer' }, 'de')).toBe('-1.234,50\u00a0€');
  });

  it('keeps every digit of a crypto amount and names its code', () => {
    expect(formatSignedAmount({ amount: '0.12345678', currency: 'BTC', type_id: 'receive_crypto' }, 'en')).toBe('+0.12345678 BTC');
    expect(formatSignedAmount({ amount: '90071992547409.93', currency: 'EUR', type_id: 'withdrawal' }, 'en')).toBe('-€90,071,992,547,409.93');
  });

  it('shows no sign for zero and nothing for a malformed amount', () => {
    expect(formatSignedAmount({ amount: '0.00', currency: 'EUR', type_id: 'withdrawal' }, 'en')).toBe('€0.00');
    expect(formatSignedAmount({ amount: 'abc', currency: 'EUR', type_id: 'deposit' }, 'en')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { createFormEngine } from '../../../../src/portal/payments/engine/createFormEngine';
import type { WithdrawalContext } from '../../../../src/portal/payments/rules/context';
import { withdrawalAfter, withdrawalBefore } from '../../../../src/portal/payments/rules/withdrawalListeners';
import { lookup } from '../../../../src/portal/providers/lookup';

const settle = () => new Promise((r) => setTimeout(r, 5));

const context = (answers: Record<string, (q: Record<string, string>) => unknown>): WithdrawalContext => ({
  accounts: [],
  agents: [],
  portalAvailable: false,
  grandTotal: () => Promise.reject(new Error('none')),
  loadTransaction: () => Promise.reject(new Error('none')),
  loadAgent: async (id) => ({ id, name: 'Jane Roe', legal_type: 'individual', first_name: 'Jane', last_name: 'Roe', iban: null, bank_account: '12345678', sort_code: null, country: 'US', bank_swift: 'CHASUS33', bank_name: 'Chase', city: 'New York' }),
  lookup: <T,>(kind: string, q: Record<string, string>) =>
    lookup(kind as 'ibanBank', async (signal) => {
      await new Promise((r) => setTimeout(r, 1));
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      const answer = answers[kind];
      if (!answer) throw new Error('not found');
      return answer(q) as T;
    }),
});

const make = (c: WithdrawalContext) => createFormEngine<WithdrawalContext>({ initial: { transfer_service: 'sepa' }, before: withdrawalBefore, after: withdrawalAfter(), context: () => c });

describe('autofill lookups', () => {
  it('an IBAN fills the bank fields and points at a saved beneficiary', async () => {
    const engine = make(context({ ibanBank: () => ({ bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank', bank_country: 'DE' }), beneficiaryByIban: () => ({ id: 77 }) }));
    engine.change({ customer_iban: 'DE89370400440532013000' });
    await settle();
    expect(engine.get().values).toMatchObject({ bank_swift: 'COBADEFFXXX', bank_name: 'Commerzbank', bank_country: 'DE', focused_agent_id: 77 });
  });

  it('a newer IBAN lookup cancels the earlier one: only the latest bank lands', async () => {
    const engine = make(context({ ibanBank: (q) => ({ bank_name: `Bank of ${q.iban}` }) }));
    engine.change({ customer_iban: 'DE89370400440532013000' });
    engine.change({ customer_iban: 'GB29NWBK60161331926819' });
    await settle();
    expect(engine.get().values.bank_name).toBe('Bank of GB29NWBK60161331926819');
  });

  it('the intermediary SWIFT fills the intermediary bank, not the beneficiary bank', async () => {
    const engine = make(context({ intermediarySwift: () => ({ bank_swift: 'X', bank_name: 'Middle Bank', bank_city: 'Zurich' }) }));
    engine.change({ intermediary_bank_swift: 'UBSWCHZH80A' });
    await settle();
    expect(engine.get().values).toMatchObject({ intermediary_bank_name: 'Middle Bank', intermediary_bank_city: 'Zurich' });
    expect(engine.get().values.bank_name).toBeUndefined();
  });

  it('a SWIFT code fills the bank fields', async () => {
    const engine = make(context({ swiftBank: () => ({ bank_name: 'UBS', bank_country: 'CH' }) }));
    engine.change({ bank_swift: 'UBSWCHZH80A' });
    await settle();
    expect(engine.get().values).toMatchObject({ bank_name: 'UBS', bank_country: 'CH' });
  });

  it('a selected beneficiary\'s full record fills the names and address the picker lacks', async () => {
    const engine = make(context({}));
    engine.change({ selected_agent_id: 4 });
    await settle();
    expect(engine.get().values).toMatchObject({ customer_legal_type: 'individual', customer_first_name: 'Jane', customer_last_name: 'Roe', customer_city: 'New York', customer_account: '12345678', transfer_service: 'swift' });
  });
});
